import type { Actions, Page } from "gatsby";
import { pageTwinsOf } from "../../src/lib/i18n/page-twins";
import { localeOfPath } from "../../src/lib/i18n/locale-paths";
import { siteLanguagesForBuild } from "../content/site-languages-for-build";
import type { Locale } from "../../src/lib/i18n/locale";
import { pageTranslationsKey, type SharedTranslationsTemplate } from "./shared-page-translations";
import { withPageMessages } from "./page-messages";

/**
 * createPage for a template's page and its twins in the site's other languages (`/es/…`, the Spanish shell).
 * Gatsby does not call the site's own onCreatePage for pages the site creates, so templates twin here and
 * the fixed pages in onCreatePage (create-page-twins.ts). Each twin's context adds the page's messages in its
 * language (page-messages.ts), or, for a template of many pages (`sharedTranslations`), the key of the one node
 * that holds them (shared-page-translations.ts); a deferred page's twins are deferred too.
 */
export async function createPageInLanguages<Context extends object>(
  createPage: Actions["createPage"],
  page: Pick<Page<Context>, "path" | "component" | "context" | "defer">,
  sharedTranslations?: SharedTranslationsTemplate,
): Promise<void> {
  // Each page names its template's translations node, which its query reads (shared-page-translations.ts), or
  // carries its messages.
  const contextIn = async (locale: Locale) =>
    sharedTranslations
      ? { ...page.context, translations: pageTranslationsKey(sharedTranslations.name, locale) }
      : withPageMessages(page, locale);
  createPage({ ...page, context: await contextIn(localeOfPath(page.path)) });
  for (const twin of pageTwinsOf(page, siteLanguagesForBuild()))
    createPage({ ...page, ...twin, context: await contextIn(localeOfPath(twin.path)) });
}
