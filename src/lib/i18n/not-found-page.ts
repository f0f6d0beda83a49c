// Which 404 page a host serves for a path no page has: the Spanish one under `/es/`, where the path tells the
// visitor's language; the English one elsewhere.
import { DEFAULT_LOCALE, type Locale } from "./locale";
import { localeOfPath, localizedPath } from "./locale-paths";

const NOT_FOUND_FILE = "/404.html";

/** `/es/no-such-page/` -> `/es/404.html`, `/no-such-page/` -> `/404.html`. */
export function notFoundPageOf(pathname: string): string {
  return localizedPath(NOT_FOUND_FILE, localeOfPath(pathname));
}

/** The 404 pages the hosts serve by language prefix: `[["/es/*", "/es/404.html"]]` on a bilingual site. */
export function localizedNotFoundRules(languages: readonly Locale[]): Array<{ from: string; to: string }> {
  return languages
    .filter((locale) => locale !== DEFAULT_LOCALE)
    .map((locale) => ({ from: `/${locale}/*`, to: `/${locale}${NOT_FOUND_FILE}` }));
}
