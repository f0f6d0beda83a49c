// Every environment variable the site, its functions, serve:prod, its commands, the tests and the benchmark read is
// declared in src/lib/settings/, the site's code reads it through setting() (pages: as a literal
// process.env.GATSBY_X, which webpack inlines), and every declaration is read somewhere, by whom it says.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SETTINGS } from "../../src/lib/settings/settings";
import { settingProblems } from "../support/settings-check";
import { findScriptSettings, findSettingUses } from "../support/settings-scan";

const root = path.resolve(__dirname, "../..");
const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;

/** The code git tracks, and new files not yet committed: a read in a file about to be added counts. */
function codeFiles() {
  const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  return listed
    .split("\0")
    .filter((file) => CODE.test(file) && fs.existsSync(path.join(root, file)))
    .map((file) => ({ path: file, text: fs.readFileSync(path.join(root, file), "utf8") }));
}

describe("the environment variables read in this repository", () => {
  it("are each declared once, read through the declarations, and each declaration is read", () => {
    const uses = [
      ...findSettingUses(codeFiles()),
      ...findScriptSettings(fs.readFileSync(path.join(root, "package.json"), "utf8")),
    ];
    expect(settingProblems(SETTINGS, uses)).toEqual([]);
  });
});
