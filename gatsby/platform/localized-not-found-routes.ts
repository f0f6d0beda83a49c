import type { IRedirectRoute, RoutesManifest } from "gatsby";
import type { Locale } from "../../src/lib/i18n/locale";
import { localizedNotFoundRules } from "../../src/lib/i18n/not-found-page";

/**
 * Netlify's routes with the 404 page per language. Netlify answers every missing path with the root `404.html`;
 * a missing Spanish page gets the Spanish one (`/es/* /es/404.html 404`), a rule Netlify applies only where no file
 * exists. The Spanish 404 page has no match path (src/lib/i18n/page-twins.ts), so Gatsby hands the adapter no
 * route for it.
 */
export function withLocalizedNotFound(routes: RoutesManifest, languages: readonly Locale[]): RoutesManifest {
  const notFound = localizedNotFoundRules(languages).map(({ from, to }): IRedirectRoute => ({
    type: "redirect",
    path: from,
    toPath: to,
    status: 404,
    headers: [],
  }));
  return [...routes, ...notFound];
}
