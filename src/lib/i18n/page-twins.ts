// A page's twins in the site's other languages: the same component and context under `/<locale>/`, drawn in
// the shell of that language.
import { DEFAULT_LOCALE, type Locale } from "./locale";
import { localeOfPath, localizedPath } from "./locale-paths";
import { shellSlicesFor } from "./shell-slices";

// The 404 page's twin (`/es/404/`, `/es/404.html`) has no match path of its own. With `/es/*` Gatsby would list
// every Spanish page in match-paths.json, which the app chunk of every page carries: 38 KB gzip more JavaScript on
// each page at 5,000 vehicles (bench:languages). Hosts serve `/es/404.html` for a missing `/es/…` path with status
// 404 (notFoundPageOf in not-found-page.ts); Gatsby's runtime then shows that page at its own address.

// Plugins' own pages, never shown to a shopper in a language: gatsby-plugin-offline's app shell, develop's 404.
const UNTWINNED = new Set(["/offline-plugin-app-shell-fallback/", "/dev-404-page/"]);

export interface PageTwin {
  path: string;
  matchPath?: string;
  slices?: Record<string, string>;
}

/**
 * Where an English page's twins go, one per other language of the site. A page that is already in another
 * language has none (Gatsby calls onCreatePage for the twins too).
 */
export function pageTwinsOf(page: { path: string; matchPath?: string }, languages: readonly Locale[]): PageTwin[] {
  if (localeOfPath(page.path) !== DEFAULT_LOCALE || UNTWINNED.has(page.path)) return [];
  return languages
    .filter((locale) => locale !== DEFAULT_LOCALE)
    .map((locale) => ({
      path: localizedPath(page.path, locale),
      ...(page.matchPath ? { matchPath: localizedPath(page.matchPath, locale) } : {}),
      slices: shellSlicesFor(locale),
    }));
}
