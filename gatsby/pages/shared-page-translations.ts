// A template's messages in a language as one node (`PageTranslations`), which each of its pages queries, rather than
// a copy in every page's context. For the vehicle template at 20,000 cars, 25 KB of Spanish messages in each Spanish
// page's context were 500 MB in Gatsby's page store and in the engine it bundles for deferred pages (which holds
// every page's context), and ran a build out of memory. A query's result is in the page's data as the context was,
// so the browser gets the same bytes: src/components/i18n/page-locale.tsx reads either.
import type { Messages } from "@lingui/core";
import type { NodePluginArgs } from "gatsby";
import { DEFAULT_LOCALE, type Locale } from "../../src/lib/i18n/locale";
import { siteLanguagesForBuild } from "../content/site-languages-for-build";
import { withPageMessages } from "./page-messages";

export const pageTranslationsTypeDefs = `
  type PageTranslations implements Node @dontInfer {
    key: String!
    messages: JSON!
    labels: JSON!
  }
`;

/** A template whose pages query their translations: its name (in the key, which pages carry) and its file. */
export interface SharedTranslationsTemplate {
  name: string;
  component: string;
}

/** The key of a template's translations in a language; no node has the empty key (English: the code's text). */
export function pageTranslationsKey(name: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? "" : `${name}.${locale}`;
}

/** One node per template and language other than English. */
export async function sourcePageTranslations(
  {
    actions,
    createNodeId,
    createContentDigest,
  }: Pick<NodePluginArgs, "actions" | "createNodeId" | "createContentDigest">,
  templates: readonly SharedTranslationsTemplate[],
): Promise<void> {
  for (const { name, component } of templates)
    for (const locale of siteLanguagesForBuild().filter((language) => language !== DEFAULT_LOCALE)) {
      const { messages = {} as Messages, labels = {} } = await withPageMessages({ component }, locale);
      const key = pageTranslationsKey(name, locale);
      const fields = { key, messages, labels };
      actions.createNode({
        ...fields,
        id: createNodeId(`page-translations-${key}`),
        internal: { type: "PageTranslations", contentDigest: createContentDigest(fields) },
      });
    }
}
