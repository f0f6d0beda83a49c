// Which language versions of a page search engines are told about (hreflang), in <head> and in the sitemap.
// English is x-default: the version for a visitor whose language the site does not publish.
import { siteLanguagesOf } from "../content/site-languages";
import { DEFAULT_LOCALE, type Locale } from "../i18n/locale";
import { localeOfPath, localizedPath, twinPath } from "../i18n/locale-paths";
import { canonicalPath } from "./site-url";

export type Hreflang = Locale | "x-default";

export interface HreflangAlternate {
  hreflang: Hreflang;
  /** The canonical site path of that version. */
  path: string;
}

/**
 * The English path of a page in any language: `/es/inventory/` and `/inventory/` give `/inventory/`.
 * @internal exported for its unit tests
 */
export function englishPathOf(path: string): string {
  return canonicalPath(twinPath(canonicalPath(path), "", DEFAULT_LOCALE));
}

function alternatesOf(englishPath: string, locales: readonly Locale[]): HreflangAlternate[] {
  const versions = locales.map((locale) => ({ hreflang: locale, path: localizedPath(englishPath, locale) }));
  return locales.includes(DEFAULT_LOCALE) ? [...versions, { hreflang: "x-default", path: englishPath }] : versions;
}

/**
 * A page's versions in every language of the site, itself included, then x-default; none on an English-only
 * site. Every page of a bilingual site has its twin (`pageTwinsOf`), so the head can name it without
 * looking; pages left out of search (noindex) must not call this.
 */
export function hreflangAlternates(path: string, languages: readonly Locale[] | null | undefined): HreflangAlternate[] {
  const published = siteLanguagesOf(languages);
  if (published.length < 2 || !published.includes(localeOfPath(path))) return [];
  return alternatesOf(englishPathOf(path), published);
}

/**
 * The alternates of each listed path for the sitemap, counting only versions that are listed too (a sold car,
 * a page left out in one language): a page without a listed twin gets none. Paths are canonical.
 */
export function sitemapAlternates(
  paths: readonly string[],
  languages: readonly Locale[] | null | undefined,
): Map<string, HreflangAlternate[]> {
  const published = siteLanguagesOf(languages);
  const listed = new Set(paths);
  const alternates = new Map<string, HreflangAlternate[]>();
  if (published.length < 2) return alternates;
  for (const path of paths) {
    const englishPath = englishPathOf(path);
    const present = published.filter((locale) => listed.has(localizedPath(englishPath, locale)));
    if (present.length > 1 && present.includes(localeOfPath(path))) {
      alternates.set(path, alternatesOf(englishPath, present));
    }
  }
  return alternates;
}
