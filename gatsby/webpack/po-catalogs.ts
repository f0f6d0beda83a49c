import type { CreateWebpackConfigArgs } from "gatsby";

/**
 * `import { messages } from "…/es/shell.po"` gives the catalog compiled by Lingui's loader, in every stage (the
 * browser bundles and the HTML renderer). A Spanish message without a translation fails the build, naming the
 * catalog and the message: a Spanish page never shows an English string by accident.
 */
export function poCatalogs({ actions }: Pick<CreateWebpackConfigArgs, "actions">): void {
  actions.setWebpackConfig({
    module: {
      rules: [
        { test: /\.po$/, use: [{ loader: require.resolve("@lingui/loader"), options: { failOnMissing: true } }] },
      ],
    },
  });
}
