import { msg } from "@lingui/core/macro";
import React from "react";
import type { ShownReview } from "../../lib/content/review-schema";
import { localizedField, type TextByLocale } from "../../lib/i18n/localized-text";
import { shellCatalogs } from "../../locales/shell";
import { useI18n, useLocale } from "../i18n/locale-context";

/**
 * The dealer's rating on each review site, as staff read it: "4.7 out of 5 on Google, 212 reviews, as of November
 * 2, 2026", each a link to the profile. The line is written whole at build in each language
 * (src/lib/content/review-lines.ts), so this carries no message or number formatting of its own. Plain text and
 * links only: no review stars in structured data, which Google ignores for a business's own reviews of itself.
 * Nothing when the site enters none, or where settings come from the file itself (the editor's preview).
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
  const lines = reviews?.filter((review): review is ShownReview & { text: TextByLocale } => Boolean(review.text));
  if (!lines?.length) return null;
  return (
    <ul className={className} aria-label={i18n._(msg`Our ratings on review sites`)}>
      {lines.map((review) => (
        <li key={review.site}>
          <a href={review.url} rel="external noopener noreferrer">
            {localizedField(review.text, locale).text}
          </a>
        </li>
      ))}
    </ul>
  );
}
