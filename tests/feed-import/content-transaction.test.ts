// An interrupted import leaves content/ as it was before or as it is after, never half of each.
import fs from "node:fs";
import path from "node:path";
import { ContentError } from "../../src/lib/content/content-error";
import { loadContent } from "../../src/lib/content/load-content";
import { makeVehicle } from "../../src/lib/content/make-vehicle";
import { commitFiles, recoverImport, type FileWrite } from "../../src/lib/feed-import/content-transaction";
import { jpegBytes, otherVehicle, tempContent, type TempContent } from "./support";

/** Two vehicles and a photo no vehicle lists. */
function twoVehicles(): TempContent {
  const content = tempContent([makeVehicle({ photos: [{ file: "a.jpg" }] }), otherVehicle()]);
  fs.writeFileSync(path.join(content.photosDir, "unused.jpg"), jpegBytes(7));
  return content;
}

/** The build's refusal of `dir` (a ContentError), or undefined when it reads it. */
function refusal(dir: string): ContentError | undefined {
  try {
    loadContent(dir, 2026);
    return undefined;
  } catch (error) {
    if (error instanceof ContentError) return error;
    throw error;
  }
}

let content: TempContent;
beforeEach(() => {
  content = twoVehicles();
});
afterEach(() => content.cleanup());

const files = (of: TempContent) => fs.readdirSync(of.vehiclesDir).filter((name) => name.endsWith(".json"));

/** Three vehicle files change (one price, one new car, one sold), a photo is added and one removed. */
function change(of: TempContent): { writes: FileWrite[]; deletes: string[] } {
  const [first, second] = files(of);
  const a = of.vehicle(first);
  const b = of.vehicle(second);
  const added = makeVehicle({ vin: "5TDJZRFH9LS812345", stockNumber: "T2402", photos: [{ file: "new.jpg" }] });
  return {
    writes: [
      { target: `vehicles/${first}`, data: JSON.stringify({ ...a, price: a.price - 500 }) },
      { target: `vehicles/${second}`, data: JSON.stringify({ ...b, status: "sold" }) },
      { target: "vehicles/photos/new.jpg", data: jpegBytes(9) },
      { target: "vehicles/2020-honda-accord-t2402.json", data: JSON.stringify(added) },
      { target: ".import/state.json", data: "{}" },
    ],
    deletes: ["vehicles/photos/unused.jpg"],
  };
}

/** The content after an uninterrupted commit, and the steps it took. */
function uninterrupted(): { after: Record<string, string>; steps: string[] } {
  const steps: string[] = [];
  const copy = twoVehicles();
  const { writes, deletes } = change(copy);
  commitFiles(copy.dir, writes, deletes, (step) => steps.push(step));
  const after = copy.snapshot();
  copy.cleanup();
  return { after, steps };
}

describe("writing content/ as one step", () => {
  it("writes every file and removes the deleted ones; nothing is left behind", () => {
    const { writes, deletes } = change(content);
    commitFiles(content.dir, writes, deletes);
    expect(files(content)).toHaveLength(3);
    expect(fs.existsSync(path.join(content.photosDir, "unused.jpg"))).toBe(false);
    expect(fs.readdirSync(path.join(content.dir, ".import"))).toEqual(["state.json"]);
    expect(loadContent(content.dir, 2026).vehicles).toHaveLength(3);
  });

  it("refuses a path outside the content folder", () => {
    expect(() => commitFiles(content.dir, [{ target: "../escape.json", data: "{}" }], [])).toThrow(
      /refusing to write outside/,
    );
    expect(fs.existsSync(path.join(content.dir, "..", "escape.json"))).toBe(false);
  });

  // Stop the transaction before each of its steps in turn, as a crash or Ctrl-C there would. Its commit point is
  // the journal's write (the step "commit"): stopped before it, nothing happened; stopped after, it is finished.
  const { steps } = uninterrupted();
  const commitPoint = steps.indexOf("commit");
  const numbered = steps.map((step, index) => [index, step] as const);

  /** Runs the change, stopped before step `stopAt`, and returns the content as it was before. */
  function stoppedBefore(stopAt: number): Record<string, string> {
    const before = content.snapshot();
    const { writes, deletes } = change(content);
    let count = 0;
    const stop = () => {
      if (count++ === stopAt) throw new Error("interrupted");
    };
    expect(() => commitFiles(content.dir, writes, deletes, stop)).toThrow("interrupted");
    return before;
  }

  const leftOver = () => fs.readdirSync(path.join(content.dir, ".import")).filter((entry) => entry !== "state.json");

  it("has a commit point after the staging and before the first rename", () => {
    expect(steps.slice(0, commitPoint).every((step) => step.startsWith("stage "))).toBe(true);
    expect(steps[commitPoint + 1]).toMatch(/^rename /);
  });

  it.each(numbered.slice(0, commitPoint + 1))(
    "stopped before step %i (%s), up to the commit point: content/ as before, nothing to recover",
    (stopAt) => {
      const before = stoppedBefore(stopAt);
      expect(fs.existsSync(path.join(content.dir, ".import", "journal.json"))).toBe(false);
      expect(content.snapshot()).toEqual(before);
      expect(loadContent(content.dir, 2026).vehicles).toHaveLength(2);
      expect(recoverImport(content.dir)).toBe(false);
      expect(content.snapshot()).toEqual(before);
      expect(leftOver()).toEqual([]);
    },
  );

  it.each(numbered.slice(commitPoint + 1))(
    "stopped before step %i (%s), past the commit point: refused by the build until --recover finishes it",
    (stopAt) => {
      stoppedBefore(stopAt);
      expect(fs.existsSync(path.join(content.dir, ".import", "journal.json"))).toBe(true);
      // Half-way through: the build refuses to read it rather than publish half an import.
      expect(refusal(content.dir)?.problems).toEqual([
        `${path.join(content.dir, ".import", "journal.json")}: (file): an inventory import was interrupted while writing; finish it with "npm run inventory:import -- --recover", then build again`,
      ]);
      expect(recoverImport(content.dir)).toBe(true);
      expect(content.snapshot()).toEqual(uninterrupted().after);
      expect(fs.readFileSync(path.join(content.dir, ".import", "state.json"), "utf8")).toBe("{}");
      expect(leftOver()).toEqual([]);
      expect(loadContent(content.dir, 2026).vehicles).toHaveLength(3);
    },
  );
});
