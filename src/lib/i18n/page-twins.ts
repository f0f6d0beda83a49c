// A page's twins in the site's other languages: the same component and context under `/<locale>/`, drawn in
// the shell of that language.
import { DEFAULT_LOCALE, type Locale } from "./locale";
import { localeOfPath, localizedPath } from "./locale-paths";
import { shellSlicesFor } from "./shell-slices";

// Gatsby's own way to a 404 page per language: its twin matches every path of the language that no page has,
// so the browser runtime draws `/es/no-such-page/` with the Spanish 404 and shell. Hosts serve the file
// (notFoundPageOf in not-found-page.ts) with status 404.
const NOT_FOUND_PAGE = "/404/";

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
      ...(page.matchPath
        ? { matchPath: localizedPath(page.matchPath, locale) }
        : page.path === NOT_FOUND_PAGE
          ? { matchPath: `/${locale}/*` }
          : {}),
      slices: shellSlicesFor(locale),
    }));
}
