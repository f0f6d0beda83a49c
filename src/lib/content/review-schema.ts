// The dealer's rating on each review site (content/site.json `reviews`), as staff read it on a given day: shown
// with that day and a link to the profile, never as structured data (src/lib/content/review-age.ts judges its age).
import { z } from "zod";
import type { TextByLocale } from "../i18n/localized-text";
import { isCalendarDate } from "./calendar-date";
import { hostIsUnder } from "./host-rules";
import { REVIEW_SITE_HOSTS, REVIEW_SITE_NAMES, REVIEW_SITES } from "./site-fields";

const reviewSchema = z
  .strictObject({
    site: z.enum(REVIEW_SITES, { error: `expected one of ${REVIEW_SITES.join(", ")}` }),
    rating: z
      .number({ error: "expected a rating from 1 to 5, like 4.7" })
      .min(1, { error: "expected a rating from 1 to 5, like 4.7" })
      .max(5, { error: "expected a rating from 1 to 5, like 4.7" })
      .refine((rating) => Number.isInteger(Math.round(rating * 10 * 1e6) / 1e6), {
        error: "expected a rating with at most one decimal, as the review site shows it",
      }),
    count: z
      .number({ error: "expected the number of reviews, a whole number of 1 or more" })
      .int({ error: "expected the number of reviews, a whole number of 1 or more" })
      .min(1, { error: "expected the number of reviews, a whole number of 1 or more" }),
    readOn: z
      .string({ error: "expected the day you read the rating, as YYYY-MM-DD" })
      .refine(isCalendarDate, { error: "expected the day you read the rating, as YYYY-MM-DD" }),
    url: z.url({ protocol: /^https$/, error: "expected the profile's link starting with https://" }),
  })
  .superRefine((review, ctx) => {
    const hosts = REVIEW_SITE_HOSTS[review.site];
    if (!hostIsUnder(new URL(review.url).hostname, hosts))
      ctx.addIssue({
        code: "custom",
        path: ["url"],
        message: `expected a link to the dealer's ${REVIEW_SITE_NAMES[review.site]} profile, on ${hosts.join(" or ")}`,
        input: review.url,
      });
  });

export const reviewsSchema = z
  .array(reviewSchema, { error: "expected a list of {site, rating, count, readOn, url}" })
  .refine((reviews) => new Set(reviews.map((review) => review.site)).size === reviews.length, {
    error: "lists a review site twice",
  });

export type Review = z.output<typeof reviewSchema>;

/**
 * A review as pages get it: with its whole line in each language of the site, written at build (review-lines.ts);
 * none where settings come from the file itself (the editor's preview, component tests).
 */
export type ShownReview = Review & { text?: TextByLocale };
