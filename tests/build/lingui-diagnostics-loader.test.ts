// Lingui's developer diagnostics shortened in the site's bundles (gatsby/webpack/lingui-diagnostics-loader.cjs):
// both must be found in the installed @lingui/core, and the result must still be the same module.
import { parseSync } from "@babel/core";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const loader = require(path.resolve("gatsby/webpack/lingui-diagnostics-loader.cjs")) as (
  this: { emitWarning(error: Error): void },
  source: string,
) => string;
const LINGUI_CORE = path.join(path.dirname(require.resolve("@lingui/core")), "index.mjs");

describe("the Lingui diagnostics loader", () => {
  it("shortens both diagnostics of the installed @lingui/core and keeps the module valid", () => {
    const source = fs.readFileSync(LINGUI_CORE, "utf8");
    const warnings: Error[] = [];
    const result = loader.call({ emitWarning: (error) => warnings.push(error) }, source);
    expect(warnings).toEqual([]);
    expect(result).not.toContain("Uncompiled message detected");
    expect(result).not.toContain("Attempted to call a translation function");
    expect(result).toContain("Lingui: uncompiled message: ${translation}");
    expect(source.length - result.length).toBeGreaterThan(400);
    expect(() => parseSync(result, { sourceType: "module", babelrc: false, configFile: false })).not.toThrow();
  });

  it("warns and changes nothing where the texts are not found", () => {
    const warnings: Error[] = [];
    expect(loader.call({ emitWarning: (error) => warnings.push(error) }, "export const x = 1;")).toBe(
      "export const x = 1;",
    );
    expect(warnings).toHaveLength(2);
  });
});
