// Lingui in the editor's own bundle (esbuild, apart from Gatsby's webpack and Babel): the previews draw the
// site's components, whose messages are `msg` macros and whose catalogs are PO files.
import { transformAsync } from "@babel/core";
import { getConfig } from "@lingui/conf";
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from "@lingui/cli/api";
import type { Plugin } from "esbuild";
import fs from "node:fs";
import path from "node:path";

const USES_MACRO = /from\s+["']@lingui\/core\/macro["']/;

export function linguiEsbuild(root: string): Plugin {
  const config = getConfig({ cwd: root, configPath: path.join(root, "lingui.config.ts") });
  return {
    name: "lingui",
    setup(build) {
      // The macro, expanded by Lingui's Babel plugin as Gatsby's babel-plugin-macros does in the site's build.
      build.onLoad({ filter: /[\\/]src[\\/].*\.tsx?$/ }, async (args) => {
        const source = await fs.promises.readFile(args.path, "utf8");
        if (!USES_MACRO.test(source)) return undefined;
        const result = await transformAsync(source, {
          filename: args.path,
          babelrc: false,
          configFile: false,
          parserOpts: { plugins: ["typescript", "jsx"] },
          plugins: ["@lingui/babel-plugin-lingui-macro"],
        });
        return { contents: result?.code ?? source, loader: args.path.endsWith(".tsx") ? "tsx" : "ts" };
      });
      // A PO catalog compiled as @lingui/loader compiles it for the site.
      build.onLoad({ filter: /\.po$/ }, async (args) => {
        const found = getCatalogForFile(path.relative(config.rootDir ?? root, args.path), await getCatalogs(config));
        if (!found) throw new Error(`${args.path}: not a catalog of lingui.config.ts`);
        // The options @lingui/loader passes; getConfig has filled in both (its types leave them optional).
        const options = {
          fallbackLocales: config.fallbackLocales,
          sourceLocale: config.sourceLocale,
        } as Parameters<typeof found.catalog.getTranslations>[1];
        const { messages } = await found.catalog.getTranslations(found.locale, options);
        const { source } = createCompiledCatalog(found.locale, messages, { namespace: "es" });
        return { contents: source, loader: "js" };
      });
    },
  };
}
