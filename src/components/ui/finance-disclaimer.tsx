import { css } from "@emotion/react";
import { msg } from "@lingui/core/macro";
import React from "react";
import type { FinancingAssumptions } from "../../lib/content/site-settings-schema";
import { formatNumber, formatPrice, telHref } from "../../lib/format";
import { financeDisclaimerCatalogs } from "../../locales/finance-disclaimer";
import { useI18n, useLocale } from "../i18n/locale-context";
import { withTags } from "../i18n/with-tags";
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
  // Its own catalog (lingui.config.ts): pages of many areas draw it, none has to pass its messages.
  const i18n = useI18n(financeDisclaimerCatalogs);
  const locale = useLocale();
  const score = formatNumber(financing.creditScore, locale);
  const months = financing.termMonths;
  const income = formatPrice(financing.annualIncome, locale);
  const { apr, downPaymentPercent: down } = financing;
  return (
    <p css={noteStyle} className={className} id="finance-disclaimer">
      <span aria-hidden="true">* </span>
      {withTags(
        i18n._(
          msg`Estimated payments are for illustration only. They are not an offer of credit or a promise of approval. They assume a ${score} credit score, a ${months}-month term, ${income} annual gross income, ${apr}% APR and ${down}% down. Actual terms vary with creditworthiness, loan amount and term. Prices include every fee the dealer charges all buyers, such as the documentation fee; they do not include taxes, title and registration, which are government fees, or optional products. Contact the dealership for financing details: <0>${phone}</0>.`,
        ),
        [(text) => <a href={telHref(phone)}>{text}</a>],
      )}
    </p>
  );
}
