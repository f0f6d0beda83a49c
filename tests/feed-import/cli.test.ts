// `npm run inventory:import` as staff run it: exit codes and what it prints.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { makeVehicle } from "../../src/lib/content/make-vehicle";
import { feedRecord, feedText } from "../../src/lib/feed-import/feed-from-vehicles";
import { tempContent, writeFeedFile } from "./support";

const tsx = path.resolve("node_modules/.bin/tsx");

function cli(args: string[], contentDir = "content") {
  const result = spawnSync(tsx, ["scripts/import-inventory.ts", ...args], {
    encoding: "utf8",
    env: { ...process.env, CONTENT_DIR: contentDir },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe("npm run inventory:import", () => {
  it("dry-runs the example feed against content/: lists what would change, writes nothing", () => {
    const { code, stdout } = cli(["examples/feeds/dealer-export.csv", "--dry-run"]);
    expect(code).toBe(0);
    expect(stdout).toContain(
      "Feed examples/feeds/dealer-export.csv: 6 rows, comma-separated, UTF-8; columns not used: MSRP",
    );
    expect(stdout).toContain("Would add 2:");
    expect(stdout).toMatch(
      /Would change 4:\n {2}~ 2019 Honda Civic \(stock H24100, VIN 2HGFC2F72KA100000\), row 2\n {6}mileage: 48210 -> 48390\n {6}price: 17995 -> 17495\n/,
    );
    expect(stdout).toMatch(/Would mark sold \d+ \(not in the feed\):/);
    expect(stdout).toMatch(/Dry run: nothing was written/);
    expect(fs.existsSync("content/.import")).toBe(false);
  });

  it("a feed with problems: every problem listed, nothing written, exit code 1", () => {
    const content = tempContent();
    const before = content.snapshot();
    const feed = writeFeedFile(
      feedText([{ ...feedRecord(makeVehicle(), ["https://cdn.example/1.jpg"]), Year: "20", Drive_Type: "4x2" }]),
    );
    const { code, stderr } = cli([feed], content.dir);
    expect(code).toBe(1);
    expect(stderr).toBe(
      [
        "The feed cannot be imported (2 problems):",
        `  ${feed}: row 2, column "Year" (year): "20" is not a model year; expected four digits like 2019`,
        `  ${feed}: row 2, column "Drive_Type" (drivetrain): "4x2" cannot be placed as a drivetrain; expected one of FWD, RWD, AWD, 4WD or a common name for one`,
        "Nothing was written.",
        "",
      ].join("\n"),
    );
    expect(content.snapshot()).toEqual(before);
    content.cleanup();
  });

  it("usage mistakes exit with code 2; --recover with nothing to finish says so", () => {
    expect(cli([]).code).toBe(2);
    expect(cli(["a.csv", "--dry"]).stderr).toMatch(/^Unknown option '--dry'/);
    const content = tempContent();
    expect(cli(["--recover"], content.dir)).toMatchObject({
      code: 0,
      stdout: `No interrupted import in ${content.dir}.\n`,
    });
    content.cleanup();
  });
});
