import type { CreateBabelConfigArgs, CreateWebpackConfigArgs } from "gatsby";
import path from "node:path";
import { LOCALES } from "../../src/lib/i18n/locale";
import { pseudoLocaleOfBuild } from "../../src/lib/build/pseudo-locale";
import { siteLanguagesForBuild } from "../content/site-languages-for-build";

/** `./es/shell.po` (a catalog module's import) or a path ending in `/es/shell.po`. */
const catalogRequestOf = (locale: string): RegExp => new RegExp(String.raw`(^|[\/])${locale}[\/][^\/]+\.po$`);

/**
 * `./es/text-tables`: a language's text tables, as the registry imports them (src/locales/text-tables.ts).
 * @internal exported for its unit tests
 */
export const textsRequestOf = (locale: string): RegExp => new RegExp(String.raw`^\./${locale}/text-tables$`);

const UNPUBLISHED_CATALOG = path.resolve(__dirname, "../../src/locales/unpublished-catalog.ts");
const UNPUBLISHED_LABELS = path.resolve(__dirname, "../../src/lib/i18n/unpublished-labels.ts");
const NO_LANGUAGE_SWITCH = path.resolve(__dirname, "../../src/components/shell/no-language-switch.tsx");
const LINGUI_DIAGNOSTICS = path.resolve(__dirname, "lingui-diagnostics-loader.cjs");
const PSEUDO_LABEL_TABLE_LOADER = path.resolve(__dirname, "pseudo-label-table-loader.cjs");

// A vocabulary's text table in a language (`src/locales/es/vehicle-field-labels.ts`), by its file.
const labelsFileOf = (locale: string): RegExp =>
  new RegExp(String.raw`[\\/]locales[\\/]${locale}[\\/][a-z-]+-labels\.ts$`);
const ENGLISH_MESSAGES = path.resolve(__dirname, "../babel/english-messages.cjs");

/** The site's languages but English, the source language (`languages` in content/site.json). */
function publishedTranslations(): string[] {
  const published = siteLanguagesForBuild();
  return published.filter((locale) => locale !== "en");
}

/**
 * `import { messages } from "…/es/shell.po"` gives the catalog compiled by Lingui's loader, in every stage (the
 * browser bundles and the HTML renderer). A Spanish message without a translation fails the build, naming the
 * catalog and the message: a Spanish page never shows an English string by accident. (Webpack finds the loader
 * by its name, which knip cannot see: knip.json lists it in ignoreDependencies.)
 *
 * The catalogs of a language the site does not publish (`languages` in content/site.json) are replaced by an
 * empty one, and so are its text tables (`src/locales/es/text-tables.ts`), so an English-only site's pages carry no
 * Spanish words. The English catalogs are replaced too: the English text is compiled into
 * each message's descriptor where it is used (`englishMessages` below). On a site in one language, the
 * language switch, which then shows nothing, is left out.
 *
 * No browser module imports a catalog or a text table: a page's come in its data (src/locales/html-catalogs.ts and
 * src/locales/text-tables.ts are the HTML renderer's, the functions' and the commands').
 */
export function poCatalogs({
  actions,
  plugins,
  getConfig,
  stage,
}: Pick<CreateWebpackConfigArgs, "actions" | "plugins" | "getConfig" | "stage">): void {
  const translations = publishedTranslations();
  const leftOut = LOCALES.filter((locale) => !translations.includes(locale));
  const pseudo = pseudoLocaleOfBuild();
  // Webpack's persistent cache keeps each module's Babel output, which depends on the languages (the ids stay
  // only with a translation: `englishMessages`) though no source file does: a change of languages starts anew.
  if ((getConfig() as { cache?: unknown }).cache)
    actions.setWebpackConfig({ cache: { version: `languages:${translations.join(",")};pseudo:${pseudo ?? ""}` } });
  actions.setWebpackConfig({
    module: {
      rules: [
        { test: /\.po$/, use: [{ loader: "@lingui/loader", options: { failOnMissing: true } }] },
        // Lingui's long developer diagnostics, shortened (the loader says why).
        { test: /[\\/]@lingui[\\/]core[\\/]dist[\\/]index\.m?js$/, use: [{ loader: LINGUI_DIAGNOSTICS }] },
        // A test build's pseudo-locale: the HTML renderer's tables of that language, pseudolocalized as the
        // browser's come in the pages' data (gatsby/pages/page-messages.ts).
        ...(stage !== "build-javascript" && pseudo
          ? [{ test: labelsFileOf(pseudo), enforce: "pre" as const, use: [{ loader: PSEUDO_LABEL_TABLE_LOADER }] }]
          : []),
      ],
    },
    plugins: leftOut
      .flatMap((locale) => [
        // Matched on the import's request (`./es/shell.po`), before it is resolved: the loaders are then chosen
        // for the empty catalog, not for the PO file.
        plugins.normalModuleReplacement(catalogRequestOf(locale), UNPUBLISHED_CATALOG),
        plugins.normalModuleReplacement(textsRequestOf(locale), UNPUBLISHED_LABELS),
      ])
      .concat(
        // One language: the switch draws nothing (src/components/shell/language-switch.tsx), and need not load.
        translations.length === 0 ? [plugins.normalModuleReplacement(/\/language-switch$/, NO_LANGUAGE_SWITCH)] : [],
      ),
  });
}

/**
 * Each message's English text compiled into its descriptor (gatsby/babel/english-messages.cjs; the macro keeps
 * the text: babel-plugin-macros.config.js), in every stage, so the static HTML and the browser agree. Without
 * other languages, the message ids go too: nothing looks them up.
 */
export function englishMessages({ actions }: Pick<CreateBabelConfigArgs, "actions">): void {
  actions.setBabelPlugin({ name: ENGLISH_MESSAGES, options: { dropIds: publishedTranslations().length === 0 } });
}
