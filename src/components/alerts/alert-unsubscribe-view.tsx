import { msg } from "@lingui/core/macro";
import React from "react";
import { ALERT_FORM_IDS } from "../../lib/alerts/alert-options";
import { localizedPath } from "../../lib/i18n/locale-paths";
import { ROUTES } from "../../lib/paths";
import { alertPagesCatalogs } from "../../locales/alert-pages";
import { useI18n, useLocale } from "../i18n/locale-context";
import { PageContainer, PageHeader } from "../ui/page-container";
import { AlertTokenForm } from "./alert-token-form";

/** /alerts/unsubscribe/?token=…: every alert e-mail's visible link, and the button that deletes the alerts. */
export function AlertUnsubscribeView({ businessName }: { businessName: string }) {
  const i18n = useI18n(alertPagesCatalogs);
  const locale = useLocale();
  return (
    <PageContainer narrow>
      <PageHeader
        title={i18n._(msg`Unsubscribe from e-mail alerts`)}
        lead={i18n._(
          msg`Press the button to stop every alert ${businessName} sends to your address. Your alerts are deleted at once.`,
        )}
      />
      <AlertTokenForm
        formId={ALERT_FORM_IDS.unsubscribe}
        action="unsubscribe"
        returnTo={localizedPath(ROUTES.alertUnsubscribe, locale)}
        submitLabel={i18n._(msg`Unsubscribe`)}
        done={{
          outcome: "unsubscribed",
          title: i18n._(msg`You are unsubscribed`),
          text: i18n._(msg`Your alerts are deleted, and we will not e-mail you about them again.`),
        }}
      />
    </PageContainer>
  );
}
