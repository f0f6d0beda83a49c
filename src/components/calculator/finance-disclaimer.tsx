import { css } from "@emotion/react";
import React from "react";
import type { FinancingAssumptions } from "../../lib/content/site-settings-schema";

const style = css`
  font-size: 0.9rem;
  color: var(--color-text-muted);
  max-width: 65ch;
`;

/** The fine print under every payment estimate. */
export function FinanceDisclaimer({ financing }: { financing: FinancingAssumptions }) {
  return (
    <p css={style}>
      Payment estimates are for illustration only. They are not an offer of credit or a promise of approval. Your actual APR, term and payment
      depend on your credit history, the lender&rsquo;s approval and the vehicle. Our estimates assume {financing.apr}% APR for{" "}
      {financing.termMonths} months with {financing.downPaymentPercent}% down, typical for a credit score around {financing.creditScore}.
      Title, registration, documentation fees and, unless you enter it, sales tax are not included.
    </p>
  );
}
