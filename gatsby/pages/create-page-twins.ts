import type { CreatePageArgs } from "gatsby";
import { pageTwinsOf } from "../../src/lib/i18n/page-twins";
import { siteLanguagesForBuild } from "../content/site-languages-for-build";

/**
 * The fixed pages (src/pages) in every language of the site (`languages` in content/site.json): `/contact/`
 * gets `/es/contact/`, drawn in the Spanish shell. The page's language comes from its path
 * (src/components/i18n/page-locale.tsx), so the twin needs no context of its own.
 */
export function createPageTwins({ page, actions }: Pick<CreatePageArgs, "page" | "actions">): void {
  for (const twin of pageTwinsOf(page, siteLanguagesForBuild())) actions.createPage({ ...page, ...twin });
}
