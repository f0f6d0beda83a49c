// Every translated language's catalogs, for the HTML renderer (gatsby-ssr.tsx): each `src/locales/<code>/*.po`
// but English's, found by webpack's context (a new language's catalogs need no line here). The browser never
// imports this module: a translated page's messages come in its data (gatsby/pages/page-messages.ts) and are
// loaded before it renders (src/components/i18n/page-locale.tsx). The HTML renderer draws each slice apart from
// the page, without the page's context, so it loads them all, once, before any HTML is drawn. Compiled by
// Lingui's loader, which fails the build on an untranslated message; a language the site does not publish has
// empty ones (gatsby/webpack/po-catalogs.ts). The unit tests load the same files with Vite's glob (tests/setup.ts).
import type { Messages } from "@lingui/core";
import { loadMessages } from "../lib/i18n/catalogs";
import { isLocale } from "../lib/i18n/locale";

interface CatalogContext {
  keys(): string[];
  (key: string): { messages: Messages };
}
// Webpack's import.meta.webpackContext (its types would be one more dependency for one call).
type WebpackMeta = {
  webpackContext(directory: string, options: { recursive: boolean; regExp: RegExp }): CatalogContext;
};
const CATALOGS = (import.meta as unknown as WebpackMeta).webpackContext("./", {
  recursive: true,
  regExp: /^\.\/(?!en\/)[a-z]{2}(?:-[a-z]+)?\/[a-z0-9-]+\.po$/,
});

/** Loads every translated catalog into its language's Lingui instance. */
export function loadTranslatedCatalogs(): void {
  for (const key of CATALOGS.keys()) {
    const locale = key.split("/")[1];
    // A folder that is not a language of the list is not a catalog of the site's.
    if (isLocale(locale)) loadMessages(locale, CATALOGS(key).messages);
  }
}
