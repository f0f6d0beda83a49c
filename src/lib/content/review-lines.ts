// The line each review site's rating is shown as ("4.7 out of 5 on Google, 212 reviews, as of November 16, 2026"),
// written whole at build in every language of the site (gatsby/content/review-line-messages.ts), as the staff's
// texts are: the home page, the footer and the vehicle page print it with a link, and no page's JavaScript carries
// its message, its plural or the number and date formats. The words are a message of the `reviews` catalog
// (src/locales/<code>/reviews.po), which no page loads: translators see them with the others.
import type { Locale } from "../i18n/locale";
import type { TextByLocale } from "../i18n/localized-text";
import { formatNumber, formatRating } from "../format";
import type { Review } from "./review-schema";
import { REVIEW_SITE_NAMES } from "./site-fields";

/**
 * The line's message, as Lingui's `msg` macro writes it (its extractor reads it here, by its i18n mark). Not
 * the macro itself: the build's Node code, which writes the lines, runs without Babel. The id is the one Lingui
 * makes from the message (tests/content/review-lines.test.ts checks it), so the catalogs key it by its words.
 * @internal Exported for that test.
 */
export const REVIEW_LINE = /*i18n*/ {
  id: "zmcITw",
  message: "{rating} out of 5 on {site}, {count, plural, one {{shown} review} other {{shown} reviews}}, as of {date}",
};

/** A message of a language's catalog filled with values, as Lingui's `i18n._(id, values)` fills it. */
export type Translate = (locale: Locale, id: string, values: Record<string, string | number>) => string;

/** A review with its whole line written in each language of the site. */
export type ReviewWithLine = Review & { text: TextByLocale };

/**
 * Each review with its line in every one of `languages`: `dates` writes the day it was read in a language (the
 * pseudo-locale's pseudolocalized), `translate` fills the message as that language's catalog has it.
 */
export function reviewsWithLines(
  reviews: readonly Review[],
  languages: readonly Locale[],
  dates: (readOn: string) => Readonly<Partial<Record<Locale, string>>>,
  translate: Translate,
): ReviewWithLine[] {
  return reviews.map((review) => {
    const readOn = dates(review.readOn);
    const lineIn = (locale: Locale) =>
      translate(locale, REVIEW_LINE.id, {
        rating: formatRating(review.rating, locale),
        site: REVIEW_SITE_NAMES[review.site],
        count: review.count,
        shown: formatNumber(review.count, locale),
        date: readOn[locale] ?? review.readOn,
      });
    // English always (every text has it), each other language of the site once.
    const text = Object.fromEntries(
      [...new Set<Locale>(["en", ...languages])].map((locale) => [locale, lineIn(locale)]),
    ) as TextByLocale;
    return { ...review, text };
  });
}
