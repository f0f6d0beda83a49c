import { css } from "@emotion/react";
import { msg, ph } from "@lingui/core/macro";
import React from "react";
import { creditProviderName, type CreditApplicationSetting } from "../../lib/content/credit-application";
import type { SiteSettings } from "../../lib/content/site-settings-schema";
import { formatMoney, formatPrice, telHref } from "../../lib/format";
import { localizedField } from "../../lib/i18n/localized-text";
import { paymentsPath, ROUTES } from "../../lib/paths";
import { estimatePayment } from "../../lib/payments";
import { above, fontSize, fontWeight, radius, space } from "../../styles/tokens";
import { CreditApplicationForm } from "../leads/credit-application-form";
import { PreApprovalForm } from "../leads/pre-approval-form";
import { localizedPath } from "../../lib/i18n/locale-paths";
import { FinanceDisclaimer } from "../ui/finance-disclaimer";
import { PageContainer, PageHeader } from "../ui/page-container";
import { Panel, panelStyle } from "../ui/panel";
import { LocalizedSpan } from "../i18n/localized-span";
import { useI18n, useLocale } from "../i18n/locale-context";
import { pagesCatalogs } from "../../locales/pages";
import { SiteLink } from "../i18n/site-link";

const EXAMPLE_PRICE = 20_000;

const steps = css`
  display: grid;
  gap: ${space.lg};
  padding: 0;
  margin: 0;
  list-style: none;
  counter-reset: step;
  ${above("md")} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  & li {
    ${panelStyle};
    counter-increment: step;
  }
  & li::before {
    content: counter(step);
    display: inline-grid;
    place-items: center;
    width: ${space["2xl"]};
    height: ${space["2xl"]};
    margin-bottom: ${space.sm};
    border-radius: ${radius.round};
    background: var(--color-brand);
    color: var(--color-on-brand);
    font-weight: ${fontWeight.bold};
  }
  & h3 {
    margin: 0 0 ${space.xs};
    font-size: ${fontSize.base};
  }
  & p {
    margin: 0;
    color: var(--color-text-muted);
  }
`;

const section = css`
  margin-top: ${space["3xl"]};
  & > h2 {
    margin: 0 0 ${space.lg};
    font-size: ${fontSize.h2};
  }
`;

const assumptions = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${space.lg};
  margin: 0 0 ${space.lg};
  & div {
    padding: ${space.lg};
    border-radius: ${radius.md};
    background: var(--color-surface-muted);
  }
  & dt {
    color: var(--color-text-muted);
    font-size: ${fontSize.md};
  }
  & dd {
    margin: ${space["2xs"]} 0 0;
    font-size: ${fontSize["2xl"]};
    font-weight: ${fontWeight.heavy};
  }
`;

const reassurance = css`
  margin: 0 0 ${space.xl};
  padding-left: ${space.xl};
  & li {
    margin: ${space["2xs"]} 0;
  }
`;

const closing = css`
  margin-top: ${space["2xl"]};
`;

export function FinancingView({
  site,
  creditApplication,
}: {
  site: SiteSettings;
  /** The dealer's lender platform, when one is set (src/hooks/use-credit-application.ts). */
  creditApplication?: CreditApplicationSetting;
}) {
  const i18n = useI18n(pagesCatalogs);
  const locale = useLocale();
  const { financing } = site;
  const example = estimatePayment(EXAMPLE_PRICE, financing);
  const price = formatPrice(EXAMPLE_PRICE, locale);
  const down = formatPrice(example.downPayment, locale);
  const monthly = formatMoney(example.monthly, locale);
  const months = example.termMonths;
  const { phone } = site;
  // The lender platform's name, when the credit application can be completed online there.
  const provider = creditApplication ? creditProviderName(creditApplication) : undefined;
  return (
    <PageContainer>
      <PageHeader
        title={i18n._(msg`Financing`)}
        lead={i18n._(
          msg`Good credit, new credit or credit that needs work: we help you find a loan and a monthly payment that fit your budget.`,
        )}
      />

      <section css={section} aria-labelledby="how-it-works">
        <h2 id="how-it-works">{i18n._(msg`How financing works here`)}</h2>
        <ol css={steps}>
          <li>
            <h3>{i18n._(msg`Tell us about yourself`)}</h3>
            <p>
              {i18n._(
                msg`Send the short pre-approval form below. It takes about two minutes and does not run a credit check.`,
              )}
            </p>
          </li>
          <li>
            <h3>{i18n._(msg`We shop lenders for you`)}</h3>
            <p>
              {i18n._(msg`A finance manager calls or e-mails you within one business day to go over your options.`)}
            </p>
          </li>
          <li>
            <h3>{i18n._(msg`Pick your car`)}</h3>
            <p>
              {i18n._(
                msg`Choose a vehicle that fits your approval, test drive it, and bring your trade-in if you have one.`,
              )}
            </p>
          </li>
          <li>
            <h3>{i18n._(msg`Sign and drive`)}</h3>
            <p>
              {provider
                ? i18n._(
                    msg`Complete the credit application online on ${provider}'s secure site, or with us at the dealership. We finish the paperwork with you, and you drive home.`,
                  )
                : i18n._(
                    msg`We complete the credit application and paperwork with you at the dealership, and you drive home.`,
                  )}
            </p>
          </li>
        </ol>
      </section>

      <section css={section} aria-labelledby="assumptions">
        <h2 id="assumptions">{i18n._(msg`The assumptions behind our payment estimates`)}</h2>
        <p>{i18n._(msg`The monthly payments shown on our vehicle pages use these figures:`)}</p>
        <dl css={assumptions}>
          <div>
            <dt>{i18n._(msg`APR`)}</dt>
            <dd>{financing.apr}%</dd>
          </div>
          <div>
            <dt>{i18n._(msg`Loan term`)}</dt>
            <dd>{i18n._(msg`${ph({ months: financing.termMonths })} months`)}</dd>
          </div>
          <div>
            <dt>{i18n._(msg`Down payment`)}</dt>
            <dd>{financing.downPaymentPercent}%</dd>
          </div>
          <div>
            <dt>{i18n._(msg`Credit score`)}</dt>
            <dd>{financing.creditScore}</dd>
          </div>
          <div>
            <dt>{i18n._(msg`Yearly income`)}</dt>
            <dd>{formatPrice(financing.annualIncome, locale)}</dd>
          </div>
        </dl>
        <p>
          {i18n._(msg`For example, a ${price} car with ${down} down is about`)}{" "}
          <strong>{i18n._(msg`${monthly} a month`)}</strong> {i18n._(msg`for ${months} months.`)}{" "}
          <SiteLink to={paymentsPath(EXAMPLE_PRICE)}>
            {i18n._(msg`Try your own numbers in the payment calculator`)}
          </SiteLink>
          .
        </p>
        <FinanceDisclaimer financing={financing} phone={site.phone} />
      </section>

      {creditApplication && (
        <Panel as="section" css={section} aria-labelledby="credit-application-heading">
          <h2 id="credit-application-heading">{i18n._(msg`Apply for financing online`)}</h2>
          <CreditApplicationForm
            setting={creditApplication}
            businessName={site.businessName}
            phone={site.phone}
            labelledBy="credit-application-heading"
            returnTo={localizedPath(ROUTES.financing, locale)}
          />
        </Panel>
      )}

      <Panel as="section" css={section} aria-labelledby="pre-approval-heading">
        <h2 id="pre-approval-heading">
          <LocalizedSpan text={localizedField(site.callToAction, locale)} />
        </h2>
        <ul css={reassurance}>
          <li>{i18n._(msg`No Social Security number and no date of birth: we never ask for them on this website.`)}</li>
          <li>{i18n._(msg`Sending this form does not run a credit check or affect your credit score.`)}</li>
          <li>
            {i18n._(msg`Rather talk it through? Call`)} <a href={telHref(phone)}>{phone}</a>.
          </li>
        </ul>
        <PreApprovalForm
          businessName={site.businessName}
          phone={site.phone}
          labelledBy="pre-approval-heading"
          creditApplication={creditApplication}
        />
      </Panel>
      <p css={closing}>
        {i18n._(msg`Questions first?`)} <SiteLink to={ROUTES.contact}>{i18n._(msg`Contact us`)}</SiteLink>.
      </p>
    </PageContainer>
  );
}
