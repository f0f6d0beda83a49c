import { css } from "@emotion/react";
import { msg } from "@lingui/core/macro";
import React from "react";
import type { FinancingAssumptions } from "../../lib/content/site-settings-schema";
import { formatPrice } from "../../lib/format";
import type { Locale } from "../../lib/i18n/locale";
import { paymentsPath } from "../../lib/paths";
import { estimatePayment } from "../../lib/payments";
import { fontSize, fontWeight, radius, space } from "../../styles/tokens";
import { vehicleCardCatalogs } from "../../locales/vehicle-card";
import { useI18n, useLocale } from "../i18n/locale-context";
import { SiteLink } from "../i18n/site-link";

const compactStyle = css`
  margin: 0;
  color: var(--color-text-muted);
  font-size: ${fontSize.sm};
  strong {
    color: var(--color-text);
    font-weight: ${fontWeight.medium};
  }
`;

const fullStyle = css`
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

const monthly = (value: number, locale: Locale) => formatPrice(Math.ceil(value), locale);

/** "Est. $294/mo* · $1,800 down" under a card's price. The asterisk points at the FinanceDisclaimer. */
export function PaymentEstimateLine({ price, financing }: { price: number; financing: FinancingAssumptions }) {
  const i18n = useI18n(vehicleCardCatalogs);
  const locale = useLocale();
  const estimate = estimatePayment(price, financing);
  const perMonth = monthly(estimate.monthly, locale);
  const down = formatPrice(estimate.downPayment, locale);
  return (
    <p css={compactStyle}>
      {/* Each text one string: React marks the seams between neighbouring texts in the HTML. */}
      {`${i18n._(msg`Est.`)} `}
      <strong>{i18n._(msg`${perMonth}/mo`)}</strong>
      <span aria-hidden="true">*</span>
      {` · ${i18n._(msg`${down} down`)}`}
    </p>
  );
}

/** The detail page's estimate, with its assumptions and a link to the calculator pre-filled with this price. */
export function PaymentEstimateBox({ price, financing }: { price: number; financing: FinancingAssumptions }) {
  const i18n = useI18n(vehicleCardCatalogs);
  const locale = useLocale();
  const estimate = estimatePayment(price, financing);
  const perMonth = monthly(estimate.monthly, locale);
  const down = formatPrice(estimate.downPayment, locale);
  const { termMonths: months, apr } = estimate;
  return (
    <div css={fullStyle}>
      <p className="monthly">
        {i18n._(msg`Est. ${perMonth}/mo`)}
        <span aria-hidden="true">*</span>
      </p>
      <p className="terms">{i18n._(msg`${down} down, ${months} months at ${apr}% APR`)}</p>
      <SiteLink to={paymentsPath(price)}>{i18n._(msg`Calculate your own payment`)}</SiteLink>
    </div>
  );
}
