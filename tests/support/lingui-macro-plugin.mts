import { transformAsync } from "@babel/core";
import type { Plugin } from "vite";

const USES_MACRO = /from\s+["']@lingui\/core\/macro["']/;

/**
 * Lingui's macros (`msg\`…\``) in the unit tests, as Gatsby's Babel runs them in the build (through
 * babel-plugin-macros): vitest compiles with oxc, which knows nothing of macros. Only files that import
 * the macro go through Babel, and Babel only expands the macro (oxc still does TypeScript and JSX).
 */
export function linguiMacro(): Plugin {
  return {
    name: "lingui-macro",
    enforce: "pre",
    async transform(code, id) {
      if (!USES_MACRO.test(code) || id.includes("node_modules")) return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ["typescript", "jsx"] },
        plugins: ["@lingui/babel-plugin-lingui-macro"],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
