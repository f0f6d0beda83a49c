import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "./locale";

/** One area's compiled catalogs (src/locales/<locale>/<area>.po), imported by the area that uses them. */
export type AreaCatalogs = Record<Locale, Messages>;

// One Lingui instance per language, for the whole site: a page of either language may render in the same
// process (the build) or after the other (a visitor switching language), and each keeps its own messages.
const instances = new Map<Locale, I18n>();
const loaded = new WeakSet<AreaCatalogs>();

function instanceOf(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) instances.set(locale, (i18n = setupI18n({ locale, messages: { [locale]: {} } })));
  return i18n;
}

/**
 * Stands in for an area's catalog in a language other than English: the messages come in the page's data (its
 * context: gatsby/pages/page-messages.ts), loaded before the page renders (`loadPageMessages`), so that no
 * page's JavaScript carries them.
 */
const IN_PAGE_DATA: Messages = {};

/** An area's catalogs from its English one: every other language's messages come in its pages' data. */
export const areaCatalogs = (english: Messages): AreaCatalogs =>
  Object.fromEntries(
    LOCALES.map((locale) => [locale, locale === DEFAULT_LOCALE ? english : IN_PAGE_DATA]),
  ) as AreaCatalogs;

const loadedMessages = new WeakSet<Messages>();

/**
 * Adds messages to a language's Lingui instance (once per object): a page's messages before it renders
 * (src/components/i18n/page-locale.tsx), or every catalog for the HTML renderer and the unit tests.
 */
export function loadMessages(locale: Locale, messages: Messages): void {
  if (loadedMessages.has(messages)) return;
  instanceOf(locale).load(locale, messages);
  loadedMessages.add(messages);
}

/** The Lingui instance of a language, with the given area's messages loaded into it (once per area). */
export function i18nFor(locale: Locale, catalogs: AreaCatalogs): I18n {
  if (!loaded.has(catalogs)) {
    for (const language of LOCALES) instanceOf(language).load(language, catalogs[language]);
    loaded.add(catalogs);
  }
  return instanceOf(locale);
}
