// The review lines in the editor's vehicle preview. The site's pages print each line as the build wrote it
// (src/lib/content/review-lines.ts); settings read from the file have none yet, so the preview writes them the
// same way, in English (the editor's language), from the same message in the English `reviews` catalog.
import { reviewsWithLines, type ReviewWithLine } from "../../lib/content/review-lines";
import type { Review } from "../../lib/content/review-schema";
import { formatLongDate } from "../../lib/format-date";
import { setupI18n } from "../../lib/i18n/message-runtime";
import { messages } from "../../locales/en/reviews.po";

const english = setupI18n({ locale: "en", messages: { en: messages } });

/** The reviews with their English lines ("4.7 out of 5 on Google, 212 reviews, as of November 16, 2026"). */
export function previewReviewLines(reviews: readonly Review[]): ReviewWithLine[] {
  return reviewsWithLines(
    reviews,
    ["en"],
    (readOn) => ({ en: formatLongDate(readOn, "en") }),
    (_locale, id, values) => english._(id, values),
  );
}
