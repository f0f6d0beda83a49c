import { msg, plural } from "@lingui/core/macro";
import React from "react";
import type { ShownReview } from "../../lib/content/review-schema";
import { REVIEW_SITE_NAMES } from "../../lib/content/site-fields";
import { formatNumber, formatRating } from "../../lib/format";
import { localizedField } from "../../lib/i18n/localized-text";
import { shellCatalogs } from "../../locales/shell";
import { useI18n, useLocale } from "../i18n/locale-context";

/**
 * The dealer's rating on each review site, as staff read it: "4.7 out of 5 on Google, 212 reviews, as of November
 * 2, 2026", each a link to the profile. Plain text and links only: no review stars in structured data, which
 * Google ignores for a business's own reviews of itself. Nothing when the site enters none.
 */
export function ReviewRatings({
  reviews,
  className,
}: {
  reviews: readonly ShownReview[] | undefined;
  className?: string;
}) {
  const i18n = useI18n(shellCatalogs);
  const locale = useLocale();
  if (!reviews || reviews.length === 0) return null;
  return (
    <ul className={className} aria-label={i18n._(msg`Our ratings on review sites`)} data-review-ratings="">
      {reviews.map((review) => {
        const rating = formatRating(review.rating, locale);
        const site = REVIEW_SITE_NAMES[review.site];
        const count = review.count;
        const shown = formatNumber(count, locale);
        // Written at build in each language (source-content.ts); the plain day where a caller has only the file.
        const date = review.readOnText ? localizedField(review.readOnText, locale).text : review.readOn;
        return (
          <li key={review.site}>
            <a href={review.url} rel="external noopener noreferrer">
              {i18n._(
                msg`${rating} out of 5 on ${site}, ${plural(count, { one: `${shown} review`, other: `${shown} reviews` })}, as of ${date}`,
              )}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
