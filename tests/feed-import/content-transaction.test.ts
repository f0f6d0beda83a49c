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

  // Stop the transaction before each of its steps in turn, as a crash or Ctrl-C there would.
  it.each(uninterrupted().steps.map((step, index) => [index, step]))(
    "stopped before step %i (%s): before or after, never half",
    (stopAt) => {
      const before = content.snapshot();
      const { writes, deletes } = change(content);
      let count = 0;
      const stop = () => {
        if (count++ === stopAt) throw new Error("interrupted");
      };
      expect(() => commitFiles(content.dir, writes, deletes, stop)).toThrow("interrupted");
      const committed = fs.existsSync(path.join(content.dir, ".import", "journal.json"));
      if (!committed) {
        expect(content.snapshot()).toEqual(before);
        expect(loadContent(content.dir, 2026).vehicles).toHaveLength(2);
      } else {
        // Half-way through: the build refuses to read it rather than publish half an import.
        expect(() => loadContent(content.dir, 2026)).toThrow(ContentError);
        try {
          loadContent(content.dir, 2026);
        } catch (error) {
          expect((error as ContentError).problems).toEqual([
            `${path.join(content.dir, ".import", "journal.json")}: (file): an inventory import was interrupted while writing; finish it with "npm run inventory:import -- --recover", then build again`,
          ]);
        }
      }

      expect(recoverImport(content.dir)).toBe(committed);
      expect(content.snapshot()).toEqual(committed ? uninterrupted().after : before);
      if (committed) expect(fs.readFileSync(path.join(content.dir, ".import", "state.json"), "utf8")).toBe("{}");
      expect(fs.readdirSync(path.join(content.dir, ".import")).filter((entry) => entry !== "state.json")).toEqual([]);
      expect(loadContent(content.dir, 2026).vehicles).toHaveLength(committed ? 3 : 2);
    },
  );
});
