import { css } from "@emotion/react";
import { msg } from "@lingui/core/macro";
import React from "react";
import { formatDollars } from "../../lib/format";
import { sumOf } from "../../lib/pricing/fees";
import type { PriceReduction } from "../../lib/pricing/price-reduction";
import { fontSize, fontWeight, space } from "../../styles/tokens";
import { vehicleCardCatalogs } from "../../locales/vehicle-card";
import { useI18n, useLocale } from "../i18n/locale-context";

const noteStyle = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 ${space.sm};
  margin: 0;
  font-size: ${fontSize.sm};
  .amount {
    color: var(--color-success);
    font-weight: ${fontWeight.bold};
  }
  s {
    color: var(--color-text-muted);
  }
`;

/**
 * "Price reduced $1,000" under a price; with `showWas`, also the old price struck through, which screen
 * readers announce as "was $23,080" (a strike-through alone is not read out).
 */
export function PriceReduced({
  price,
  reduction,
  showWas = false,
}: {
  price: number;
  reduction: PriceReduction;
  showWas?: boolean;
}) {
  const i18n = useI18n(vehicleCardCatalogs);
  const locale = useLocale();
  const amount = formatDollars(reduction.amount, locale);
  return (
    <p css={noteStyle}>
      <span className="amount">{i18n._(msg`Price reduced ${amount}`)}</span>
      {showWas && (
        <s>
          <span className="visually-hidden">{i18n._(msg`was`)} </span>
          {formatDollars(sumOf(price, reduction.amount), locale)}
        </s>
      )}
    </p>
  );
}
