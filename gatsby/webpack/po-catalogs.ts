import type { CreateWebpackConfigArgs } from "gatsby";
import path from "node:path";
import { siteLanguagesOf } from "../../src/lib/content/site-languages";
import { LOCALES } from "../../src/lib/i18n/locale";
import { siteSettingsForConfig } from "../content/site-settings-for-config";

/** `./es/shell.po` (a catalog module's import) or a path ending in `/es/shell.po`. */
const catalogRequestOf = (locale: string): RegExp => new RegExp(String.raw`(^|[\/])${locale}[\/][^\/]+\.po$`);

/**
 * `./vehicle-field-labels.es`: a vocabulary's label tables in a language (src/lib/i18n/translations.ts).
 * @internal exported for its unit tests
 */
export const labelsRequestOf = (locale: string): RegExp => new RegExp(String.raw`-labels\.${locale}$`);

const UNPUBLISHED_CATALOG = path.resolve(__dirname, "../../src/locales/unpublished-catalog.ts");
const UNPUBLISHED_LABELS = path.resolve(__dirname, "../../src/lib/i18n/unpublished-labels.ts");

/**
 * `import { messages } from "…/es/shell.po"` gives the catalog compiled by Lingui's loader, in every stage (the
 * browser bundles and the HTML renderer). A Spanish message without a translation fails the build, naming the
 * catalog and the message: a Spanish page never shows an English string by accident. (Webpack finds the loader
 * by its name, which knip cannot see: knip.json lists it in ignoreDependencies.)
 *
 * The catalogs of a language the site does not publish (`languages` in content/site.json) are replaced by an
 * empty one, and so are the vocabularies' label tables in that language (`…-labels.es.ts`), so an English-only
 * site's pages carry no Spanish words.
 */
export function poCatalogs({ actions, plugins }: Pick<CreateWebpackConfigArgs, "actions" | "plugins">): void {
  const published = siteLanguagesOf(siteSettingsForConfig().languages);
  const unpublished = LOCALES.filter((locale) => !published.includes(locale));
  actions.setWebpackConfig({
    module: {
      rules: [{ test: /\.po$/, use: [{ loader: "@lingui/loader", options: { failOnMissing: true } }] }],
    },
    plugins: unpublished.flatMap((locale) => [
      // Matched on the import's request (`./es/shell.po`), before it is resolved: the loaders are then chosen
      // for the empty catalog, not for the PO file.
      plugins.normalModuleReplacement(catalogRequestOf(locale), UNPUBLISHED_CATALOG),
      plugins.normalModuleReplacement(labelsRequestOf(locale), UNPUBLISHED_LABELS),
    ]),
  });
}
