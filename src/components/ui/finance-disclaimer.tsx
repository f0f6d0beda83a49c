import { css } from "@emotion/react";
import React from "react";
import type { FinancingAssumptions } from "../../lib/content/site-settings-schema";
import { formatNumber, formatPrice, telHref } from "../../lib/format";
import { fontSize, lineHeight, MEASURE, space } from "../../styles/tokens";

const noteStyle = css`
  max-width: ${MEASURE};
  margin: ${space.xl} 0 0;
  color: var(--color-text-muted);
  font-size: ${fontSize.sm};
  line-height: ${lineHeight.body};
`;

export interface FinanceDisclaimerProps {
  financing: FinancingAssumptions;
  phone: string;
  className?: string;
}

/**
 * The one disclaimer shown wherever payment estimates appear (vehicle cards and pages, the calculator,
 * the financing page); its numbers come from the site settings. The asterisk answers the one after an
 * estimate ("$294/mo*").
 */
export function FinanceDisclaimer({ financing, phone, className }: FinanceDisclaimerProps) {
  return (
    <p css={noteStyle} className={className} id="finance-disclaimer">
      <span aria-hidden="true">* </span>
      Estimated payments are for illustration only. They are not an offer of credit or a promise of approval. They
      assume a {formatNumber(financing.creditScore)} credit score, a {financing.termMonths}-month term,{" "}
      {formatPrice(financing.annualIncome)} annual gross income, {financing.apr}% APR and {financing.downPaymentPercent}
      % down. Actual terms vary with creditworthiness, loan amount and term. Prices may exclude title, registration,
      documentation fees and taxes. Contact the dealership for financing details: <a href={telHref(phone)}>{phone}</a>.
    </p>
  );
}
