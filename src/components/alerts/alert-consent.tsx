import { msg } from "@lingui/core/macro";
import React from "react";
import { localizedPath } from "../../lib/i18n/locale-paths";
import { ROUTES } from "../../lib/paths";
import { alertsCatalogs } from "../../locales/alerts";
import { ConsentBox } from "../forms/consent-box";
import { useI18n, useLocale } from "../i18n/locale-context";
import { SiteLink } from "../i18n/site-link";
import { withTags } from "../i18n/with-tags";

/** The consent to the alert e-mails: required (it is what the shopper asks for), never ticked in advance. */
export function AlertConsent({ businessName }: { businessName: string }) {
  const i18n = useI18n(alertsCatalogs);
  const privacy = localizedPath(ROUTES.privacy, useLocale());
  return (
    <ConsentBox
      required
      label={i18n._(msg`I agree to receive these alert e-mails from ${businessName}, at most one a day.`)}
      hint={withTags(
        i18n._(
          msg`We first send a link to confirm. Every e-mail has a one-click unsubscribe; alerts end after 180 days. How we use your address: <0>privacy notice</0>.`,
        ),
        [(text) => <SiteLink to={privacy}>{text}</SiteLink>],
      )}
    />
  );
}
