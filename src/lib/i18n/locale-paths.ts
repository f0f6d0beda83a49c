// Where a page lives in each language: English at the site's root, every other language under `/<locale>/`.
import { DEFAULT_LOCALE, LOCALES, type Locale } from "./locale";

const PREFIXED = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/** The language a site path belongs to: `/es/inventory/` is Spanish, `/inventory/` and `/espana/` English. */
export function localeOfPath(pathname: string): Locale {
  return PREFIXED.find((locale) => pathname === `/${locale}` || pathname.startsWith(`/${locale}/`)) ?? DEFAULT_LOCALE;
}

/**
 * A site path (from `ROUTES` or a page's own) in a language: `/inventory/` in Spanish is `/es/inventory/`. A path
 * already in another language than English (`/es/…`) is left as it is: links never double the prefix.
 */
export function localizedPath(path: string, locale: Locale): string {
  if (!path.startsWith("/")) throw new Error(`localizedPath: "${path}" is not a site path (it must start with /)`);
  if (locale === DEFAULT_LOCALE || localeOfPath(path) !== DEFAULT_LOCALE) return path;
  return `/${locale}${path}`;
}

/**
 * The same page in another language, the query and fragment kept: the language switch's link. `pathname` is
 * the page's own path in either language.
 */
export function twinPath(pathname: string, search: string, target: Locale): string {
  const from = localeOfPath(pathname);
  const base = from === DEFAULT_LOCALE ? pathname : pathname.slice(from.length + 1) || "/";
  return `${localizedPath(base, target)}${search}`;
}
