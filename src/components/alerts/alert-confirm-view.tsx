import { msg } from "@lingui/core/macro";
import React from "react";
import { ALERT_FORM_IDS } from "../../lib/alerts/alert-options";
import { localizedPath } from "../../lib/i18n/locale-paths";
import { ROUTES } from "../../lib/paths";
import { alertPagesCatalogs } from "../../locales/alert-pages";
import { useI18n, useLocale } from "../i18n/locale-context";
import { PageContainer, PageHeader } from "../ui/page-container";
import { AlertTokenForm } from "./alert-token-form";

/** /alerts/confirm/?token=…: the confirmation e-mail's link, and the button that turns the alerts on. */
export function AlertConfirmView({ businessName }: { businessName: string }) {
  const i18n = useI18n(alertPagesCatalogs);
  const locale = useLocale();
  return (
    <PageContainer narrow>
      <PageHeader
        title={i18n._(msg`Confirm your e-mail alerts`)}
        lead={i18n._(
          msg`Press the button to turn on the alerts you asked ${businessName} for. We write at most once a day, only when something changed, and every e-mail can unsubscribe you in one click.`,
        )}
      />
      <AlertTokenForm
        formId={ALERT_FORM_IDS.confirm}
        action="confirm"
        returnTo={localizedPath(ROUTES.alertConfirm, locale)}
        submitLabel={i18n._(msg`Confirm my alerts`)}
        done={{
          outcome: "confirmed",
          title: i18n._(msg`Your alerts are on`),
          text: i18n._(
            msg`We will e-mail you when a price drops or a matching car arrives, at most once a day. Alerts end after 180 days.`,
          ),
        }}
      />
    </PageContainer>
  );
}
