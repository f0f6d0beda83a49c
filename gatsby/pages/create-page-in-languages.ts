import type { Actions, Page } from "gatsby";
import { pageTwinsOf } from "../../src/lib/i18n/page-twins";
import { siteLanguagesForBuild } from "../content/site-languages-for-build";

/**
 * createPage for a template's page and its twins in the site's other languages (`/es/…`, the Spanish shell).
 * Gatsby does not call the site's own onCreatePage for pages the site creates, so templates twin here and
 * the fixed pages in onCreatePage (create-page-twins.ts).
 */
export function createPageInLanguages<Context extends object>(
  createPage: Actions["createPage"],
  page: Pick<Page<Context>, "path" | "component" | "context">,
): void {
  createPage(page);
  for (const twin of pageTwinsOf(page, siteLanguagesForBuild())) createPage({ ...page, ...twin });
}
