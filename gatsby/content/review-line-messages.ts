// The review lines' words at build (src/lib/content/review-lines.ts): each language's `reviews` catalog compiled
// as the pages' messages are (gatsby/pages/page-messages.ts: an untranslated message fails the build; the
// pseudo-locale's pseudolocalized), filled by the site's own message runtime, the one the pages run.
import { setupI18n } from "../../src/lib/i18n/message-runtime";
import type { Locale } from "../../src/lib/i18n/locale";
import type { Translate } from "../../src/lib/content/review-lines";
import { areaMessagesIn } from "../i18n/compiled-catalogs";

/** The catalog the review lines are in (lingui.config.ts); no page loads it. */
const REVIEWS_AREA = "reviews";

/** A translator for `languages`: each one's `reviews` catalog, compiled once. */
export async function reviewLineTranslator(languages: readonly Locale[]): Promise<Translate> {
  const instances = new Map(
    await Promise.all(
      languages.map(
        async (locale) =>
          [locale, setupI18n({ locale, messages: { [locale]: await areaMessagesIn(locale, REVIEWS_AREA) } })] as const,
      ),
    ),
  );
  return (locale, id, values) => {
    const i18n = instances.get(locale);
    if (!i18n) throw new Error(`review lines: ${locale} is not a language of this build`);
    return i18n._(id, values);
  };
}
