import type { IRedirectRoute, RoutesManifest } from "gatsby";
import type { Locale } from "../../src/lib/i18n/locale";
import { localizedNotFoundRules } from "../../src/lib/i18n/not-found-page";

/**
 * Netlify's routes with the 404 page per language. Gatsby gives the Spanish 404 page the match path `/es/*`
 * (src/lib/i18n/page-twins.ts), and the adapter turns a match path into a status-200 rewrite: every missing
 * Spanish page would answer 200 (a soft 404 to search engines). That rewrite is replaced by a 404 rule,
 * which Netlify applies only where no file exists.
 */
export function withLocalizedNotFound(routes: RoutesManifest, languages: readonly Locale[]): RoutesManifest {
  const rules = localizedNotFoundRules(languages);
  const catchAlls = new Set(rules.map((rule) => rule.from));
  const kept = routes.filter(
    (route) => !(route.type === "static" && catchAlls.has(route.path) && /(^|\/)404(\/|\.html)/.test(route.filePath)),
  );
  const notFound = rules.map(({ from, to }): IRedirectRoute => ({
    type: "redirect",
    path: from,
    toPath: to,
    status: 404,
    headers: [],
  }));
  return [...kept, ...notFound];
}
