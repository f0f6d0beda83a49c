import { msg, plural } from "@lingui/core/macro";
import React from "react";
import { ALERT_FORM_IDS } from "../../lib/alerts/alert-options";
import { localizedPath } from "../../lib/i18n/locale-paths";
import { ROUTES } from "../../lib/paths";
import { alertsCatalogs } from "../../locales/alerts";
import { useI18n, useLocale } from "../i18n/locale-context";
import { AlertForm } from "./alert-form";
import { alertSection } from "./alert-styles";

const HEADING_ID = "saved-alert-heading";

/** /saved/: one price-drop alert for every saved car that is for sale. */
export function SavedAlert({ vehicles, businessName }: { vehicles: readonly string[]; businessName: string }) {
  const i18n = useI18n(alertsCatalogs);
  const locale = useLocale();
  const count = vehicles.length;
  if (count === 0) return null;
  return (
    <section css={alertSection} aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID}>{i18n._(msg`Tell me if these prices drop`)}</h2>
      <p>
        {i18n._(
          msg`One alert for ${plural(count, { one: "the saved car", other: "the # saved cars" })} on sale: we will e-mail you when a price drops, and when one is sold.`,
        )}
      </p>
      <AlertForm
        formId={ALERT_FORM_IDS.saved}
        kind="price-drop"
        vehicles={vehicles}
        returnTo={localizedPath(ROUTES.saved, locale)}
        labelledBy={HEADING_ID}
        submitLabel={i18n._(msg`Tell me if these prices drop`)}
        businessName={businessName}
      />
    </section>
  );
}
