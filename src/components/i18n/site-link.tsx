// Internal links in the page's language: `<SiteLink to={ROUTES.inventory}>` is `/inventory/` on an English page
// and `/es/inventory/` on a Spanish one. Code names pages by their English path (src/lib/paths.ts); ESLint bans
// gatsby's own Link and navigate elsewhere (eslint.config.mjs), so no link leaves the visitor's language by
// accident. The language switch alone links across languages, with a plain `<a>`.
import { Link, navigate, type GatsbyLinkProps } from "gatsby";
import { useCallback } from "react";
import { localizedPath } from "../../lib/i18n/locale-paths";
import { useLocale } from "./locale-context";

export function SiteLink<State>({ to, ...rest }: Omit<GatsbyLinkProps<State>, "ref">) {
  return <Link {...rest} to={localizedPath(to, useLocale())} />;
}

/** A site path in the page's language, for the places that are not links (a form's action, a share URL). */
export function useSitePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizedPath(path, locale), [locale]);
}

/** gatsby's navigate() to a site path in the page's language. */
export function useSiteNavigate(): (path: string, options?: { replace?: boolean }) => void {
  const sitePath = useSitePath();
  return useCallback((path, options) => void navigate(sitePath(path), options), [sitePath]);
}
