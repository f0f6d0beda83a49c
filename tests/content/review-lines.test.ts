// The review lines written at build (src/lib/content/review-lines.ts), through the build's own translator
// (gatsby/content/review-line-messages.ts: the `reviews` catalogs compiled as the pages' messages are).
import { msg } from "@lingui/core/macro";
import { reviewLineTranslator } from "../../gatsby/content/review-line-messages";
import { REVIEW_LINE, reviewsWithLines } from "../../src/lib/content/review-lines";
import type { Review } from "../../src/lib/content/review-schema";
import { formatLongDate } from "../../src/lib/format-date";
import { LOCALES, type Locale } from "../../src/lib/i18n/locale";
import { loadAllTextTables } from "../../src/locales/text-tables";

const google: Review = {
  site: "google",
  rating: 4.7,
  count: 212,
  readOn: "2026-11-16",
  url: "https://www.google.com/maps/place/Sierra+Vista+Motors",
};

const writtenDates = (readOn: string) =>
  Object.fromEntries(LOCALES.map((locale) => [locale, formatLongDate(readOn, locale)]));

async function lines(reviews: readonly Review[], languages: readonly Locale[] = LOCALES) {
  loadAllTextTables();
  return reviewsWithLines(reviews, languages, writtenDates, await reviewLineTranslator(languages));
}

describe("a review site's line, written at build", () => {
  it("is the descriptor Lingui's macro makes of its words, so the catalogs key it by them as the other messages", () => {
    const made = msg({
      message:
        "{rating} out of 5 on {site}, {count, plural, one {{shown} review} other {{shown} reviews}}, as of {date}",
    });
    expect(REVIEW_LINE.id).toBe(made.id);
    expect(REVIEW_LINE.message).toBe(made.message);
  });

  it("says the rating, the site, the count and the day in each language, the review kept as entered", async () => {
    const [review] = await lines([google]);
    expect(review).toEqual({
      ...google,
      text: {
        en: "4.7 out of 5 on Google, 212 reviews, as of November 16, 2026",
        es: "4.7 de 5 en Google, 212 reseñas, al 16 de noviembre de 2026",
      },
    });
  });

  it("counts one review in the singular, writes a whole rating with its decimal and groups thousands", async () => {
    const [one, many] = await lines([
      { ...google, site: "yelp", rating: 5, count: 1, readOn: "2026-01-02", url: "https://www.yelp.com/biz/x" },
      { ...google, site: "dealerrater", rating: 4, count: 1250, url: "https://www.dealerrater.com/dealer/x" },
    ]);
    expect(one!.text).toEqual({
      en: "5.0 out of 5 on Yelp, 1 review, as of January 2, 2026",
      es: "5.0 de 5 en Yelp, 1 reseña, al 2 de enero de 2026",
    });
    expect(many!.text).toEqual({
      en: "4.0 out of 5 on DealerRater, 1,250 reviews, as of November 16, 2026",
      es: "4.0 de 5 en DealerRater, 1,250 reseñas, al 16 de noviembre de 2026",
    });
  });

  it("writes only the site's languages (English always)", async () => {
    const [review] = await lines([google], ["en"]);
    expect(review!.text).toEqual({ en: "4.7 out of 5 on Google, 212 reviews, as of November 16, 2026" });
  });
});
