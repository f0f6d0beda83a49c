import { Link } from "gatsby";
import React from "react";
import type { SiteSettings } from "../../lib/content/site-settings-schema";
import { ROUTES } from "../../lib/paths";
import { FinanceDisclaimer } from "../calculator/finance-disclaimer";
import { PaymentCalculator } from "../calculator/payment-calculator";
import { PageContainer, PageHeader } from "./page-container";

export function PaymentsView({ site }: { site: SiteSettings }) {
  return (
    <PageContainer>
      <PageHeader
        title="Payment calculator"
        lead="Estimate your monthly payment. Change any number and the estimate updates as you type."
      />
      <PaymentCalculator financing={site.financing} callToAction={site.callToAction} />
      <div css={{ marginTop: "2rem" }}>
        <FinanceDisclaimer financing={site.financing} />
        <p>
          Ready to shop? <Link to={ROUTES.inventory}>Browse our inventory</Link> or <Link to={ROUTES.financing}>learn how financing works</Link>.
        </p>
      </div>
    </PageContainer>
  );
}
