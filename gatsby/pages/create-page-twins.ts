import type { CreatePageArgs } from "gatsby";
import { pageTwinsOf } from "../../src/lib/i18n/page-twins";
import { localeOfPath } from "../../src/lib/i18n/locale-paths";
import { siteLanguagesForBuild } from "../content/site-languages-for-build";
import { withPageMessages } from "./page-messages";

/**
 * The fixed pages (src/pages) in every language of the site (`languages` in content/site.json): `/contact/`
 * gets `/es/contact/`, drawn in the Spanish shell. The page's language comes from its path
 * (src/components/i18n/page-locale.tsx); its context adds the page's messages in its language (page-messages.ts).
 */
export async function createPageTwins({ page, actions }: Pick<CreatePageArgs, "page" | "actions">): Promise<void> {
  for (const twin of pageTwinsOf(page, siteLanguagesForBuild())) {
    const context = await withPageMessages(page, localeOfPath(twin.path));
    actions.createPage({ ...page, ...twin, context });
  }
}
