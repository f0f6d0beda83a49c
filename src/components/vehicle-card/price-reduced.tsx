import styled from "@emotion/styled";
import React from "react";
import { formatDollars } from "../../lib/format";
import { sumOf } from "../../lib/pricing/fees";
import type { PriceReduction } from "../../lib/pricing/price-reduction";
import { fontSize, fontWeight, space } from "../../styles/tokens";

const Note = styled.p`
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
  return (
    <Note>
      <span className="amount">Price reduced {formatDollars(reduction.amount)}</span>
      {showWas && (
        <s>
          <span className="visually-hidden">was </span>
          {formatDollars(sumOf(price, reduction.amount))}
        </s>
      )}
    </Note>
  );
}
