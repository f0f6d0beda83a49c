import { msg } from "@lingui/core/macro";
import { Link } from "gatsby";
import React from "react";
import type { SiteSettings } from "../../lib/content/site-settings-schema";
import { ROUTES } from "../../lib/paths";
import { space } from "../../styles/tokens";
import { PaymentCalculator } from "../calculator/payment-calculator";
import { FinanceDisclaimer } from "../ui/finance-disclaimer";
import { PageContainer, PageHeader } from "../ui/page-container";
import { useI18n } from "../i18n/locale-context";
import { pagesCatalogs } from "../../locales/pages";

export function PaymentsView({ site }: { site: SiteSettings }) {
  const i18n = useI18n(pagesCatalogs);
  return (
    <PageContainer>
      <PageHeader
        title={i18n._(msg`Payment calculator`)}
        lead={i18n._(msg`Estimate your monthly payment. Change any number and the estimate updates as you type.`)}
      />
      <PaymentCalculator financing={site.financing} callToAction={site.callToAction} />
      <div css={{ marginTop: space["2xl"] }}>
        <FinanceDisclaimer financing={site.financing} phone={site.phone} />
        <p>
          {i18n._(msg`Ready to shop?`)} <Link to={ROUTES.inventory}>{i18n._(msg`Browse our inventory`)}</Link>{" "}
          {i18n._(msg`or`)} <Link to={ROUTES.financing}>{i18n._(msg`learn how financing works`)}</Link>.
        </p>
      </div>
    </PageContainer>
  );
}
