import type { CreateWebpackConfigArgs } from "gatsby";

/**
 * `import { messages } from "…/es/shell.po"` gives the catalog compiled by Lingui's loader, in every stage (the
 * browser bundles and the HTML renderer). A Spanish message without a translation fails the build, naming the
 * catalog and the message: a Spanish page never shows an English string by accident. (Webpack finds the loader
 * by its name, which knip cannot see: knip.json lists it in ignoreDependencies.)
 */
export function poCatalogs({ actions }: Pick<CreateWebpackConfigArgs, "actions">): void {
  actions.setWebpackConfig({
    module: {
      rules: [{ test: /\.po$/, use: [{ loader: "@lingui/loader", options: { failOnMissing: true } }] }],
    },
  });
}
