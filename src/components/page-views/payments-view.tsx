import { msg } from "@lingui/core/macro";
import React from "react";
import type { SiteSettings } from "../../lib/content/site-settings-schema";
import { localizedField } from "../../lib/i18n/localized-text";
import { ROUTES } from "../../lib/paths";
import { space } from "../../styles/tokens";
import { PaymentCalculator } from "../calculator/payment-calculator";
import { FinanceDisclaimer } from "../ui/finance-disclaimer";
import { PageContainer, PageHeader } from "../ui/page-container";
import { useI18n, useLocale } from "../i18n/locale-context";
import { pagesCatalogs } from "../../locales/pages";
import { SiteLink } from "../i18n/site-link";

export function PaymentsView({ site }: { site: SiteSettings }) {
  const i18n = useI18n(pagesCatalogs);
  return (
    <PageContainer>
      <PageHeader
        title={i18n._(msg`Payment calculator`)}
        lead={i18n._(msg`Estimate your monthly payment. Change any number and the estimate updates as you type.`)}
      />
      <PaymentCalculator financing={site.financing} callToAction={localizedField(site.callToAction, useLocale())} />
      <div css={{ marginTop: space["2xl"] }}>
        <FinanceDisclaimer financing={site.financing} phone={site.phone} />
        <p>
          {i18n._(msg`Ready to shop?`)} <SiteLink to={ROUTES.inventory}>{i18n._(msg`Browse our inventory`)}</SiteLink>{" "}
          {i18n._(msg`or`)} <SiteLink to={ROUTES.financing}>{i18n._(msg`learn how financing works`)}</SiteLink>.
        </p>
      </div>
    </PageContainer>
  );
}
