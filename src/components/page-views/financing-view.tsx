import { css } from "@emotion/react";
import { Link } from "gatsby";
import React from "react";
import type { SiteSettings } from "../../lib/content/site-settings-schema";
import { formatMoney, formatPrice, telHref } from "../../lib/format";
import { estimatePayment } from "../../lib/payments";
import { paymentsPath, ROUTES } from "../../lib/paths";
import { FinanceDisclaimer } from "../calculator/finance-disclaimer";
import { PreApprovalForm } from "../forms/pre-approval-form";
import { PageContainer, PageHeader } from "./page-container";

const EXAMPLE_PRICE = 20_000;

const steps = css`
  display: grid;
  gap: 1rem;
  padding: 0;
  margin: 0;
  list-style: none;
  counter-reset: step;
  @media (min-width: 48rem) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  & li {
    counter-increment: step;
    padding: 1.25rem;
    border-radius: 0.75rem;
    background: var(--color-surface);
    border: 1px solid var(--color-border);
  }
  & li::before {
    content: counter(step);
    display: inline-grid;
    place-items: center;
    width: 2rem;
    height: 2rem;
    margin-bottom: 0.5rem;
    border-radius: 50%;
    background: var(--color-brand);
    color: var(--color-on-brand);
    font-weight: 700;
  }
  & h3 {
    margin: 0 0 0.35rem;
    font-size: 1.05rem;
  }
  & p {
    margin: 0;
    color: var(--color-text-muted);
  }
`;

const section = css`
  margin-top: 3rem;
  & > h2 {
    margin: 0 0 1rem;
    font-size: 1.6rem;
  }
`;

const assumptions = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: 1rem;
  margin: 0 0 1rem;
  & div {
    padding: 1rem;
    border-radius: 0.5rem;
    background: var(--color-surface-muted);
  }
  & dt {
    color: var(--color-text-muted);
    font-size: 0.95rem;
  }
  & dd {
    margin: 0.25rem 0 0;
    font-size: 1.35rem;
    font-weight: 750;
  }
`;

const formPanel = css`
  padding: 1.5rem;
  border-radius: 0.75rem;
  background: var(--color-surface);
  border: 1px solid var(--color-border);
  @media (min-width: 48rem) {
    padding: 2rem;
  }
`;

const reassurance = css`
  margin: 0 0 1.5rem;
  padding-left: 1.25rem;
  & li {
    margin: 0.25rem 0;
  }
`;

export function FinancingView({ site }: { site: SiteSettings }) {
  const { financing } = site;
  const example = estimatePayment(EXAMPLE_PRICE, financing);
  return (
    <PageContainer>
      <PageHeader
        title="Financing"
        lead="Good credit, new credit or credit that needs work: we help you find a loan and a monthly payment that fit your budget."
      />

      <section css={section} aria-labelledby="how-it-works">
        <h2 id="how-it-works">How financing works here</h2>
        <ol css={steps}>
          <li>
            <h3>Tell us about yourself</h3>
            <p>Send the short pre-approval form below. It takes about two minutes and does not run a credit check.</p>
          </li>
          <li>
            <h3>We shop lenders for you</h3>
            <p>A finance manager calls or e-mails you within one business day to go over your options.</p>
          </li>
          <li>
            <h3>Pick your car</h3>
            <p>Choose a vehicle that fits your approval, test drive it, and bring your trade-in if you have one.</p>
          </li>
          <li>
            <h3>Sign and drive</h3>
            <p>We complete the credit application and paperwork with you at the dealership, and you drive home.</p>
          </li>
        </ol>
      </section>

      <section css={section} aria-labelledby="assumptions">
        <h2 id="assumptions">The assumptions behind our payment estimates</h2>
        <p>The monthly payments shown on our vehicle pages use these figures:</p>
        <dl css={assumptions}>
          <div>
            <dt>APR</dt>
            <dd>{financing.apr}%</dd>
          </div>
          <div>
            <dt>Loan term</dt>
            <dd>{financing.termMonths} months</dd>
          </div>
          <div>
            <dt>Down payment</dt>
            <dd>{financing.downPaymentPercent}%</dd>
          </div>
          <div>
            <dt>Credit score</dt>
            <dd>{financing.creditScore}</dd>
          </div>
          <div>
            <dt>Yearly income</dt>
            <dd>{formatPrice(financing.annualIncome)}</dd>
          </div>
        </dl>
        <p>
          For example, a {formatPrice(EXAMPLE_PRICE)} car with {formatPrice(example.downPayment)} down is about{" "}
          <strong>{formatMoney(example.monthly)} a month</strong> for {example.termMonths} months.{" "}
          <Link to={paymentsPath(EXAMPLE_PRICE)}>Try your own numbers in the payment calculator</Link>.
        </p>
        <FinanceDisclaimer financing={financing} />
      </section>

      <section css={[section, formPanel]} aria-labelledby="pre-approval-heading">
        <h2 id="pre-approval-heading">{site.callToAction}</h2>
        <ul css={reassurance}>
          <li>No Social Security number and no date of birth: we never ask for them on this website.</li>
          <li>Sending this form does not run a credit check or affect your credit score.</li>
          <li>
            Rather talk it through? Call <a href={telHref(site.phone)}>{site.phone}</a>.
          </li>
        </ul>
        <PreApprovalForm businessName={site.businessName} phone={site.phone} labelledBy="pre-approval-heading" />
      </section>
      <p css={css`margin-top: 2rem;`}>
        Questions first? <Link to={ROUTES.contact}>Contact us</Link>.
      </p>
    </PageContainer>
  );
}
