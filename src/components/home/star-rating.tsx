import { css } from "@emotion/react";
import { msg } from "@lingui/core/macro";
import React from "react";
import { fontSize } from "../../styles/tokens";
import { useI18n } from "../i18n/locale-context";
import { homeCatalogs } from "../../locales/home";

const starsStyle = css`
  margin: 0;
  color: var(--color-price);
  font-size: ${fontSize.lg};
  letter-spacing: 0.1em;
`;

/** Stars people see and "5 out of 5 stars" that screen readers read. */
export function StarRating({ rating, outOf = 5 }: { rating: number; outOf?: number }) {
  const i18n = useI18n(homeCatalogs);
  const full = Math.round(Math.min(Math.max(rating, 0), outOf));
  return (
    <p css={starsStyle}>
      <span aria-hidden="true">
        {"★".repeat(full)}
        {"☆".repeat(outOf - full)}
      </span>
      <span className="visually-hidden">{i18n._(msg`${rating} out of ${outOf} stars`)}</span>
    </p>
  );
}
