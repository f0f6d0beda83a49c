// `local/no-import-cycle` (eslint-rules/no-import-cycle.mjs) keeps the floors pointing down: no file cycle,
// type-only imports included, and no cycle between the areas (first folders) of src/lib and src/components.
// This runs the project's real config on small in-memory files placed in the tree and expects the errors.
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function lint(fromFile: string, code: string): Promise<ESLint.LintResult["messages"]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, fromFile) });
  return result.messages;
}

async function ruleIds(fromFile: string, code: string): Promise<string[]> {
  return (await lint(fromFile, code)).map((message) => message.ruleId ?? `fatal: ${message.message}`);
}

describe("import cycles and floors", () => {
  it("reports a file cycle made of type-only imports, naming the circle", async () => {
    // lead-details.ts imports detail-line.ts; detail-line importing it back closes a circle.
    const messages = await lint(
      "src/lib/leads/detail-line.ts",
      `import type { leadSubject } from "./lead-details";\nexport type S = typeof leadSubject;\n`,
    );
    expect(messages.map((message) => message.ruleId)).toEqual(["local/no-import-cycle"]);
    expect(messages[0].message).toContain(
      "src/lib/leads/detail-line.ts -> src/lib/leads/lead-details.ts -> src/lib/leads/detail-line.ts",
    );
  });

  it.each([
    // The lower vehicle floor (facts, title, vocabulary) may not reach the node mappers, head and page context ...
    ["src/lib/vehicle/probe.ts", "../vehicle-pages/vehicle-head", "vehicle -> vehicle-pages -> vehicle"],
    // ... nor the areas that build on it.
    ["src/lib/vehicle/probe.ts", "../inventory/facets", "vehicle -> inventory -> vehicle"],
    ["src/lib/vehicle/probe.ts", "../seo/feed-vehicle", "vehicle -> seo -> vehicle"],
    ["src/lib/vehicle/probe.ts", "../leads/lead-details", "vehicle -> leads -> vehicle"],
    ["src/lib/content/probe.ts", "../vehicle/vehicle-title", "content -> vehicle -> content"],
    ["src/components/vehicle-card/probe.tsx", "../saved/saved-view", "vehicle-card -> saved -> vehicle-card"],
    ["src/components/saved-list/probe.tsx", "../vehicle-card/vehicle-card", "saved-list -> vehicle-card -> saved-list"],
  ])("%s may not import %s (%s)", async (fromFile, specifier, circle) => {
    const messages = await lint(fromFile, `import * as probe from "${specifier}";\nexport const value = probe;\n`);
    expect(messages.map((message) => message.ruleId)).toEqual(["local/no-import-cycle"]);
    expect(messages[0].message).toContain(circle);
  });

  it("keeps src/lib below the styles and the ui components below every other component area", async () => {
    expect(
      await ruleIds(
        "src/lib/colors/probe.ts",
        `import type { PaletteRow } from "../../styles/palette";\nexport type R = PaletteRow;\n`,
      ),
    ).toEqual(["import-x/no-restricted-paths"]);
    // A leaf such as status-marker closes no circle, so only the floor rule speaks.
    expect(
      await ruleIds(
        "src/components/ui/probe.tsx",
        `import { StatusMarker } from "../vehicle-card/status-marker";\nexport const value = StatusMarker;\n`,
      ),
    ).toContain("import-x/no-restricted-paths");
  });

  it("allows the downward imports", async () => {
    const cases: [string, string][] = [
      ["src/lib/vehicle-pages/probe.ts", "../vehicle/vehicle-title"],
      ["src/lib/inventory/probe.ts", "../vehicle/vehicle-facts"],
      ["src/lib/seo/probe.ts", "../vehicle/vehicle-title"],
      ["src/lib/vehicle/probe.ts", "../content/vehicle-schema"],
      ["src/components/vehicle-card/probe.tsx", "../saved-list/save-button"],
      ["src/components/saved/probe.tsx", "../vehicle-card/status-marker"],
      ["src/components/ui/probe.tsx", "./button"],
    ];
    for (const [fromFile, specifier] of cases) {
      const code = `import * as probe from "${specifier}";\nexport const value = probe;\n`;
      expect(await ruleIds(fromFile, code), `${fromFile} -> ${specifier}`).toEqual([]);
    }
  });
});
