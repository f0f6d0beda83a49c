import styled from "@emotion/styled";
import React from "react";
import type { FinancingAssumptions } from "../../lib/content/site-settings-schema";
import { formatNumber, formatPrice, telHref } from "../../lib/format";

const Note = styled.p`
  margin: 1.5rem 0 0;
  color: var(--color-text-muted);
  font-size: 0.8125rem;
  line-height: 1.5;
`;

export interface FinanceDisclaimerProps {
  financing: FinancingAssumptions;
  phone: string;
  className?: string;
}

/** The one disclaimer shown wherever payment estimates appear; its numbers come from site settings. */
export function FinanceDisclaimer({ financing, phone, className }: FinanceDisclaimerProps) {
  return (
    <Note className={className} id="finance-disclaimer">
      <span aria-hidden="true">* </span>
      Estimated payments are for illustration only. They assume a {formatNumber(financing.creditScore)} credit score, a{" "}
      {financing.termMonths}-month term, {formatPrice(financing.annualIncome)} annual gross income, {financing.apr}% APR and{" "}
      {financing.downPaymentPercent}% down. Actual terms vary with creditworthiness, loan amount and term. Prices may exclude
      fees and taxes. Contact the dealership for financing details: <a href={telHref(phone)}>{phone}</a>.
    </Note>
  );
}
