import { css } from "@emotion/react";
import { msg } from "@lingui/core/macro";
import React from "react";
import { ALERT_FORM_IDS } from "../../lib/alerts/alert-options";
import { localizedPath } from "../../lib/i18n/locale-paths";
import { alertsCatalogs } from "../../locales/alerts";
import { fontWeight, space } from "../../styles/tokens";
import { useI18n, useLocale } from "../i18n/locale-context";
import { BellIcon } from "../ui/page-icons";
import { AlertForm } from "./alert-form";
import { alertSection } from "./alert-styles";

const SECTION_ID = "price-alert";
const HEADING_ID = "price-alert-heading";

const linkStyle = css`
  display: inline-flex;
  align-items: center;
  gap: ${space.xs};
  min-height: 2.75rem;
  font-weight: ${fontWeight.medium};
`;

/** Beside the price: a link down to the form ("Tell me if the price drops"), spaced by the summary's own gap. */
export function PriceAlertLink() {
  const i18n = useI18n(alertsCatalogs);
  return (
    <div>
      <a href={`#${SECTION_ID}`} css={linkStyle}>
        <BellIcon />
        {i18n._(msg`Tell me if the price drops`)}
      </a>
    </div>
  );
}

export interface PriceAlertSectionProps {
  stockNumber: string;
  /** "2019 Honda Civic EX". */
  name: string;
  /** The vehicle's page (English path; the form returns to it in the page's language). */
  path: string;
  businessName: string;
}

/** A vehicle page's price-drop alert: one car, told when its price drops and, last, when it is sold. */
export function PriceAlertSection({ stockNumber, name, path, businessName }: PriceAlertSectionProps) {
  const i18n = useI18n(alertsCatalogs);
  const locale = useLocale();
  return (
    <section id={SECTION_ID} css={alertSection} aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID}>{i18n._(msg`Tell me if the price drops`)}</h2>
      <p>
        {i18n._(
          msg`We will e-mail you if the price of the ${name} drops, and a last time when it is sold. No account needed.`,
        )}
      </p>
      <AlertForm
        formId={ALERT_FORM_IDS.vehicle}
        kind="price-drop"
        vehicles={[stockNumber]}
        returnTo={localizedPath(path, locale)}
        labelledBy={HEADING_ID}
        submitLabel={i18n._(msg`Tell me if the price drops`)}
        businessName={businessName}
      />
    </section>
  );
}
