import { Link } from "gatsby";
import React from "react";
import type { SiteSettings } from "../../lib/content/site-settings-schema";
import { ROUTES } from "../../lib/paths";
import { space } from "../../styles/tokens";
import { PaymentCalculator } from "../calculator/payment-calculator";
import { FinanceDisclaimer } from "../ui/finance-disclaimer";
import { PageContainer, PageHeader } from "../ui/page-container";

export function PaymentsView({ site }: { site: SiteSettings }) {
  return (
    <PageContainer>
      <PageHeader
        title="Payment calculator"
        lead="Estimate your monthly payment. Change any number and the estimate updates as you type."
      />
      <PaymentCalculator financing={site.financing} callToAction={site.callToAction} />
      <div css={{ marginTop: space["2xl"] }}>
        <FinanceDisclaimer financing={site.financing} phone={site.phone} />
        <p>
          Ready to shop? <Link to={ROUTES.inventory}>Browse our inventory</Link> or{" "}
          <Link to={ROUTES.financing}>learn how financing works</Link>.
        </p>
      </div>
    </PageContainer>
  );
}
