// The one-way layering lives in eslint.config.mjs (`no-restricted-imports` for packages,
// `import-x/no-restricted-paths` for folders). A path rule whose import does not resolve passes silently, so
// this runs the project's real config on small in-memory files and expects the errors, from any folder depth.
// The import targets are real files picked from the tree at run time, so renames elsewhere do not break it.
import fs from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/**
 * A module in `dir` (relative to the root), as an extensionless import specifier from `fromFile`: one at the top
 * level if there is one, else the first one a folder down (gatsby/ holds only folders).
 */
function moduleIn(dir: string, fromFile: string): string {
  const depth = (name: string) => name.split(path.sep).length;
  const file = fs
    .readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((name) => /\.tsx?$/.test(name) && !name.endsWith(".d.ts"))
    .sort((a, b) => depth(a) - depth(b) || (a < b ? -1 : a > b ? 1 : 0))
    .at(0);
  if (!file) throw new Error(`no module in ${dir}`);
  const target = path.join(root, dir, file.replace(/\.tsx?$/, ""));
  const specifier = path
    .relative(path.dirname(path.join(root, fromFile)), target)
    .split(path.sep)
    .join("/");
  return specifier.startsWith(".") ? specifier : `./${specifier}`;
}

async function ruleIds(fromFile: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, fromFile) });
  return result.messages.map((message) => message.ruleId ?? `fatal: ${message.message}`);
}

describe("layering rules in eslint.config.mjs", () => {
  it.each([
    ["src/lib/probe.ts", "src/components"],
    ["src/lib/inventory/probe.ts", "src/components"],
    ["src/lib/inventory/probe.ts", "src/templates"],
    ["src/lib/inventory/probe.ts", "src/pages"],
    ["src/lib/inventory/probe.ts", "src/slices"],
    ["src/lib/leads/delivery/probe.ts", "gatsby"],
    ["src/lib/i18n/probe.ts", "src/locales"],
    ["src/lib/inventory/probe.ts", "src/locales/es"],
    ["src/components/probe.tsx", "gatsby"],
    ["src/components/vehicle/probe.tsx", "gatsby"],
    ["src/components/vehicle/probe.tsx", "src/templates"],
    ["src/components/vehicle/probe.tsx", "src/pages"],
    // Leads and alerts, side by side on what they share.
    ["src/lib/alerts/delivery/probe.ts", "src/lib/leads"],
    ["src/lib/alerts/probe.ts", "src/lib/leads/delivery/request"],
    ["src/components/alerts/probe.tsx", "src/components/leads"],
    ["src/api/alerts.ts", "src/lib/leads"],
    ["src/lib/leads/probe.ts", "src/lib/alerts"],
    ["src/components/leads/probe.tsx", "src/components/alerts"],
  ])("%s may not import from %s/", async (fromFile, dir) => {
    const code = `import * as probe from "${moduleIn(dir, fromFile)}";\nexport const value = probe;\n`;
    expect(await ruleIds(fromFile, code)).toEqual(["import-x/no-restricted-paths"]);
  });

  // What the features share knows neither (the floors' rule also sees the circle such an import would close).
  it.each([
    ["src/lib/server-kit/store/probe.ts", "src/lib/leads"],
    ["src/lib/forms/probe.ts", "src/lib/alerts"],
    ["src/components/forms/probe.tsx", "src/components/leads"],
  ])("%s may not import from %s/", async (fromFile, dir) => {
    const code = `import * as probe from "${moduleIn(dir, fromFile)}";\nexport const value = probe;\n`;
    expect(await ruleIds(fromFile, code)).toContain("import-x/no-restricted-paths");
  });

  it.each(["react", "react-dom/client", "@emotion/react", "gatsby", "gatsby/graphql"])(
    "src/lib may not import the package %s",
    async (name) => {
      const code = `import * as probe from "${name}";\nexport const value = probe;\n`;
      expect(await ruleIds("src/lib/seo/probe.ts", code)).toEqual(["no-restricted-imports"]);
    },
  );

  it("allows the downward imports: components and pages use src/lib, pages use components, gatsby/ uses src/lib", async () => {
    const cases: [string, string][] = [
      ["src/components/vehicle/probe.tsx", "src/lib/inventory"],
      ["src/pages/probe.tsx", "src/components"],
      ["src/templates/probe.tsx", "src/lib"],
      ["gatsby/pages/probe.ts", "src/lib/seo"],
    ];
    for (const [fromFile, dir] of cases) {
      const code = `import * as probe from "${moduleIn(dir, fromFile)}";\nexport const value = probe;\n`;
      expect(await ruleIds(fromFile, code), `${fromFile} -> ${dir}`).toEqual([]);
    }
    // Node packages whose name merely contains a banned one are fine in src/lib.
    expect(
      await ruleIds(
        "src/lib/probe.ts",
        `import type { BrowserOptions } from "@sentry/gatsby";\nexport type O = BrowserOptions;\n`,
      ),
    ).toEqual([]);
  });
});
