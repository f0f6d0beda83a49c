// The `languages` site setting as the build uses it. Zod-free, so browser code may read it too.
import { DEFAULT_LOCALE, type Locale } from "../i18n/locale";

/** The site's languages, English first; content/site.json without `languages` publishes English only. */
export function siteLanguagesOf(languages: readonly Locale[] | null | undefined): Locale[] {
  const listed = languages ?? [];
  return [DEFAULT_LOCALE, ...listed.filter((locale) => locale !== DEFAULT_LOCALE)];
}
