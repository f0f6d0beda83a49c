import { css } from "@emotion/react";
import { msg } from "@lingui/core/macro";
import React from "react";
import { financeDisclaimerCatalogs } from "../../locales/finance-disclaimer";
import { fontSize, space } from "../../styles/tokens";
import { useI18n } from "../i18n/locale-context";

const noteStyle = css`
  margin: ${space["3xs"]} 0 0;
  color: var(--color-text-muted);
  font-size: ${fontSize.sm};
`;

/**
 * Beside a price on a California dealer's site (site.json `sellsInCalifornia`): the price is the CARS Act's total
 * price, and what it leaves out (Civil Code § 1784.20 and following; tests/fixtures/california-cars-act.ts). In the
 * finance disclaimer's catalog: cards, the vehicle page, compare and saved draw it, and need not pass its words.
 */
export function TotalPriceNote({ className }: { className?: string }) {
  const i18n = useI18n(financeDisclaimerCatalogs);
  return (
    <p css={noteStyle} className={className} data-total-price-note="">
      {i18n._(msg`Total price, plus taxes, title and registration (government fees)`)}
    </p>
  );
}
