import { css } from "@emotion/react";
import { msg } from "@lingui/core/macro";
import React from "react";
import { ALERT_FORM_IDS } from "../../lib/alerts/alert-options";
import { normalizeSearch } from "../../lib/alerts/alert-search";
import { localizedPath } from "../../lib/i18n/locale-paths";
import { encodeInventoryQuery, type InventoryQuery } from "../../lib/inventory/query";
import { ROUTES } from "../../lib/paths";
import { alertsCatalogs } from "../../locales/alerts";
import { space } from "../../styles/tokens";
import { useI18n, useLocale } from "../i18n/locale-context";
import { AlertForm } from "./alert-form";
import { alertSection } from "./alert-styles";

const HEADING_ID = "search-alert-heading";

const section = css`
  ${alertSection};
  margin-top: ${space.xl};
`;

export interface SearchAlertProps {
  query: InventoryQuery;
  /** The filters in use as their chips name them ("Honda", "SUV", "Up to $25,000"). */
  filterLabels: readonly string[];
  businessName: string;
}

/** /inventory/: a new-arrivals alert for the filters in use. */
export function SearchAlert({ query, filterLabels, businessName }: SearchAlertProps) {
  const i18n = useI18n(alertsCatalogs);
  const locale = useLocale();
  const search = normalizeSearch(encodeInventoryQuery(query));
  const filters = filterLabels.length > 0 ? filterLabels.join(" · ") : i18n._(msg`every car`);
  return (
    <section css={section} aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID}>{i18n._(msg`Tell me when cars like these arrive`)}</h2>
      <p>{i18n._(msg`Your filters: ${filters}. We will e-mail you when new cars match them, at most once a day.`)}</p>
      <AlertForm
        formId={ALERT_FORM_IDS.search}
        kind="new-arrivals"
        search={search}
        returnTo={localizedPath(ROUTES.inventory, locale)}
        labelledBy={HEADING_ID}
        submitLabel={i18n._(msg`Tell me when cars like these arrive`)}
        businessName={businessName}
      />
    </section>
  );
}
