import styled from "@emotion/styled";
import { Link } from "gatsby";
import React from "react";
import type { FinancingAssumptions } from "../../lib/content/site-settings-schema";
import { formatPrice } from "../../lib/format";
import { paymentsPath } from "../../lib/paths";
import { estimatePayment } from "../../lib/payments";
import { fontSize, fontWeight, radius, space } from "../../styles/tokens";

const Compact = styled.p`
  margin: 0;
  color: var(--color-text-muted);
  font-size: ${fontSize.sm};
  strong {
    color: var(--color-text);
    font-weight: ${fontWeight.medium};
  }
`;

const Full = styled.div`
  padding: ${space.md} ${space.lg};
  border: 1px solid var(--color-border);
  border-radius: ${radius.md};
  background: var(--color-surface-muted);
  p {
    margin: 0;
  }
  .monthly {
    font-size: ${fontSize.xl};
    font-weight: ${fontWeight.bold};
  }
  .terms {
    color: var(--color-text-muted);
    font-size: ${fontSize.sm};
  }
  a {
    display: inline-block;
    margin-top: ${space.xs};
    font-weight: ${fontWeight.medium};
  }
`;

const monthly = (value: number) => formatPrice(Math.ceil(value));

/** "Est. $294/mo* · $1,800 down" under a card's price. The asterisk points at the FinanceDisclaimer. */
export function PaymentEstimateLine({ price, financing }: { price: number; financing: FinancingAssumptions }) {
  const estimate = estimatePayment(price, financing);
  return (
    <Compact>
      Est. <strong>{monthly(estimate.monthly)}/mo</strong>
      <span aria-hidden="true">*</span> · {formatPrice(estimate.downPayment)} down
    </Compact>
  );
}

/** The detail page's estimate, with its assumptions and a link to the calculator pre-filled with this price. */
export function PaymentEstimateBox({ price, financing }: { price: number; financing: FinancingAssumptions }) {
  const estimate = estimatePayment(price, financing);
  return (
    <Full>
      <p className="monthly">
        Est. {monthly(estimate.monthly)}/mo<span aria-hidden="true">*</span>
      </p>
      <p className="terms">
        {formatPrice(estimate.downPayment)} down, {estimate.termMonths} months at {estimate.apr}% APR
      </p>
      <Link to={paymentsPath(price)}>Calculate your own payment</Link>
    </Full>
  );
}
