// How old each review rating is on the day of the build: a rating read more than REVIEW_STALE_DAYS days ago is
// flagged (a build warning, gatsby/content/source-content.ts, and the editor's preview, src/admin/preview/).
import { REVIEW_SITE_NAMES, REVIEW_STALE_DAYS, type ReviewSite } from "./site-fields";

export interface ReviewReading {
  site: ReviewSite;
  /** The day staff read the rating, YYYY-MM-DD. */
  readOn: string;
}

export interface StaleReview {
  /** The review's place in `reviews`. */
  index: number;
  site: ReviewSite;
  /** Whole days from `readOn` to `today`. */
  days: number;
}

const DAY_MS = 86_400_000;

/**
 * Whole days from one YYYY-MM-DD to another (negative when `to` is earlier).
 * @internal exported for its unit tests
 */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The ratings read more than REVIEW_STALE_DAYS days before `today` (YYYY-MM-DD). */
export function staleReviews(reviews: readonly ReviewReading[] | undefined, today: string): StaleReview[] {
  return (reviews ?? []).flatMap((review, index) => {
    const days = daysBetween(review.readOn, today);
    return days > REVIEW_STALE_DAYS ? [{ index, site: review.site, days }] : [];
  });
}

/** One line per stale rating, naming the file and the field, for the build's warning. */
export function staleReviewWarnings(file: string, stale: readonly StaleReview[], today: string): string[] {
  return stale.map(
    ({ index, site, days }) =>
      `${file} reviews[${index}].readOn: the ${REVIEW_SITE_NAMES[site]} rating was read ${days} days before this build (${today}), more than ${REVIEW_STALE_DAYS}; read the rating and count again on ${REVIEW_SITE_NAMES[site]} and update them with today's date`,
  );
}

/**
 * What the editor shows under a review's "Read on" date on `today` (the editor's day, YYYY-MM-DD): a warning once the
 * rating is stale, nothing before (or for a date that is not one yet).
 */
export function staleReviewNote(readOn: unknown, today: string): string | undefined {
  if (typeof readOn !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(readOn)) return undefined;
  const days = daysBetween(readOn, today);
  if (!(days > REVIEW_STALE_DAYS)) return undefined;
  return `Stale: read ${days} days ago, more than ${REVIEW_STALE_DAYS}. Read the rating and the number of reviews again on the review site, update them and set today's date; until then every build warns.`;
}
