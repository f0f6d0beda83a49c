// The scan and the check of settings-read.test.ts on files held in memory: every form of read is found and tied
// to its declaration, and what is wrong is reported with its file and line.
import { describe, expect, it } from "vitest";
import type { Reader, SettingDeclaration } from "../../src/lib/settings/setting-declaration";
import { settingProblems } from "../support/settings-check";
import { findScriptSettings, findSettingUses, type SourceFile } from "../support/settings-scan";

const declared = (name: string, readBy: Reader[], pattern?: RegExp): SettingDeclaration => ({
  name,
  pattern,
  group: "site",
  default: "unset",
  meaning: "what it does",
  readBy,
  secret: false,
});

const DECLARATIONS = [
  declared("SITE_URL", ["build", "functions"]),
  declared("GATSBY_ALERTS", ["build", "browser"]),
  declared("LEAD_TO_<LOT>", ["functions"], /^LEAD_TO_[A-Z0-9_]+$/),
  declared("BENCH_PORT", ["bench"]),
];

const files = (sources: Record<string, string>): SourceFile[] =>
  Object.entries(sources).map(([path, text]) => ({ path, text }));

/** The problems these files add to a repository that reads every declaration properly. */
function problemsOf(sources: Record<string, string>): string[] {
  const base = {
    "src/lib/site.ts": 'export const site = (env: Env) => [setting(env, "SITE_URL"), setting(env, "LEAD_TO_X")];',
    "src/pages/alerts.tsx": 'export const on = process.env.GATSBY_ALERTS === "on";',
    "bench/port.ts": "export const port = Number(process.env.BENCH_PORT || 9104);",
  };
  const reader = "src/lib/settings/setting.ts";
  const accessor = "export const setting = (env: Env, name: SettingName) => env[name];";
  return settingProblems(DECLARATIONS, findSettingUses(files({ [reader]: accessor, ...base, ...sources })));
}

describe("the settings check", () => {
  it("passes a repository that reads each declared variable through setting(), pages by their literal", () => {
    expect(problemsOf({})).toEqual([]);
  });

  it('reports an undeclared process.env.NEW_THING, env.NEW_THING and wholeNumber(env, "NEW_THING", …)', () => {
    const problems = problemsOf({
      "gatsby/a.ts": "export const a = process.env.NEW_THING;",
      "src/lib/b.ts": "export const b = (env: Env) => env.NEW_THING?.trim();",
      "src/lib/c.ts": [
        "export const c = (env: Env, problems: string[]) =>",
        '  wholeNumber(env, "NEW_THING", 8, 1, problems);',
      ].join("\n"),
    });
    const undeclared = (where: string) =>
      `${where}: reads NEW_THING, which src/lib/settings/ does not declare: declare it there (name, default, meaning, who reads it, secret or not)`;
    expect(problems).toEqual([undeclared("gatsby/a.ts:1"), undeclared("src/lib/b.ts:1"), undeclared("src/lib/c.ts:2")]);
  });

  it("reports an undeclared name handed to a function whose parameter is typed SettingName, anywhere", () => {
    const problems = problemsOf({
      "tests/support/kills.ts": "export const kills = (name: SettingName) => Number(setting(process.env, name));",
      "tests/crash.test.ts": 'const KILLS = kills("NEW_KILLS");',
    });
    expect(problems).toEqual([expect.stringMatching(/^tests\/crash\.test\.ts:1: reads NEW_KILLS, which/)]);
  });

  it("reports a setting the scripts of package.json set without a declaration", () => {
    const uses = findScriptSettings(
      JSON.stringify({ scripts: { serve: "HOST=localhost NEW_THING=1 node serve.js && PORT=0 node b.js" } }, null, 2),
    );
    expect(uses.map(({ name, line, write }) => [name, line, write])).toEqual([
      ["HOST", 3, true],
      ["NEW_THING", 3, true],
      ["PORT", 3, true],
    ]);
    expect(settingProblems(DECLARATIONS, uses)).toContain(
      "package.json:3: sets NEW_THING, which src/lib/settings/ does not declare: declare it there (name, default, meaning, who reads it, secret or not)",
    );
  });

  it("tells the site's code to read a declared variable through setting()", () => {
    const problems = problemsOf({
      "gatsby/url.ts": [
        "export const url = process.env.SITE_URL;",
        "const { SITE_URL } = process.env;",
        'export const ok = setting(process.env, "SITE_URL");',
        'process.env.SITE_URL = "http://localhost:9000";',
      ].join("\n"),
    });
    expect(problems).toEqual([
      'gatsby/url.ts:1: reads SITE_URL directly: read it with setting(env, "SITE_URL") (src/lib/settings/setting.ts)',
      'gatsby/url.ts:2: reads SITE_URL directly: read it with setting(env, "SITE_URL") (src/lib/settings/setting.ts)',
    ]);
  });

  it("lets a page read GATSBY_* as the literal webpack inlines, and tests read process.env", () => {
    expect(
      problemsOf({
        "src/components/slot.ts": 'export const on = process.env["GATSBY_ALERTS"] === "on";',
        "tests/site.test.ts": "const url = process.env.SITE_URL;",
      }),
    ).toEqual(["SITE_URL (src/lib/settings/) is read by tests/site.test.ts:1, but its readers do not name tests"]);
  });

  it("reports a name known only at run time, unless a comment names it or its type is SettingName", () => {
    const problems = problemsOf({
      "src/lib/routes.ts": [
        "export const routes = (env: Env) =>",
        "  Object.keys(env).map((name) => env[name]); // settings: LEAD_TO_<LOT>",
        "export const any = (env: Env, key: string) => env[key];",
        "export const typed = (env: Env, key: SettingName) => env[key];",
      ].join("\n"),
    });
    expect(problems).toEqual([
      'src/lib/routes.ts:3: reads a variable named by `key` at run time: read it by name (setting(env, "X")), or name what it reads in a "settings: X" comment',
    ]);
  });

  it("ties a name built from a prefix to the family it belongs to", () => {
    const problems = problemsOf({
      "src/lib/lots.ts": [
        "export const route = (lot: string): SettingName => `LEAD_TO_${lot.toUpperCase()}`;",
        "export const other = (lot: string) => `LEAD_CC_${lot}`;",
      ].join("\n"),
    });
    expect(problems).toEqual([
      "src/lib/lots.ts:2: reads LEAD_CC_<…>, which src/lib/settings/ does not declare: declare it there (name, default, meaning, who reads it, secret or not)",
    ]);
  });

  it("reads nothing in comments or strings", () => {
    const uses = findSettingUses(
      files({ "src/lib/note.ts": '// process.env.NEW_THING\nexport const text = "env.NEW_THING and process.env.X";' }),
    );
    expect(uses).toEqual([]);
  });

  it("reports a declaration nothing reads, unless a program reads it itself", () => {
    const declarations = [declared("OLD_THING", ["build"]), declared("NODE_EXTRA_CA_CERTS", ["Node.js"])];
    expect(settingProblems(declarations, [])).toEqual([
      "OLD_THING (src/lib/settings/) is declared, but nothing reads or sets it: remove its declaration",
    ]);
  });

  it("reports readers that do not match the code: the benchmark's, a page's, the site's", () => {
    const declarations = [
      declared("BENCH_PORT", ["tests"]),
      declared("GATSBY_ALERTS", ["build"]),
      declared("CRASH_SEED", ["tests"]),
    ];
    const uses = findSettingUses(
      files({
        "bench/port.ts": "export const port = process.env.BENCH_PORT;",
        "src/pages/privacy.tsx": 'export const on = process.env.GATSBY_ALERTS === "on";',
        "src/lib/settings/setting.ts": "export const setting = (env: Env, name: SettingName) => env[name];",
        "gatsby/seed.ts": 'export const seed = setting(process.env, "CRASH_SEED");',
        "tests/seed.test.ts": "export const seed = process.env.CRASH_SEED;",
      }),
    );
    expect(settingProblems(declarations, uses)).toEqual([
      "BENCH_PORT (src/lib/settings/) is read by bench/port.ts:1, but its readers do not name bench",
      "GATSBY_ALERTS (src/lib/settings/) is read in the browser by src/pages/privacy.tsx:1: add browser to its readers",
      "CRASH_SEED (src/lib/settings/) is read by gatsby/seed.ts:1, but its readers name none of the site's",
    ]);
  });
});
