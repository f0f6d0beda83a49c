import { msg } from "@lingui/core/macro";
import React from "react";
import { localizedPath } from "../../lib/i18n/locale-paths";
import { ROUTES } from "../../lib/paths";
import { alertsCatalogs } from "../../locales/alerts";
import { useI18n, useLocale } from "../i18n/locale-context";
import { SiteLink } from "../i18n/site-link";
import { withTags } from "../i18n/with-tags";
import { FieldMessages, useField } from "../ui/field-context";
import { hintStyle } from "../ui/field-styles";
import { consentStyle } from "./alert-styles";

/** The consent to the alert e-mails: required (it is what the shopper asks for), never ticked in advance. */
export function AlertConsent({ businessName }: { businessName: string }) {
  const field = useField("consent");
  const i18n = useI18n(alertsCatalogs);
  const privacy = localizedPath(ROUTES.privacy, useLocale());
  return (
    <div css={consentStyle} className="full-width">
      <input
        type="checkbox"
        id={field.id}
        name="consent"
        value="yes"
        required
        aria-describedby={[field.hintId, field.error ? field.errorId : undefined].filter(Boolean).join(" ")}
        aria-invalid={field.error ? true : undefined}
      />
      <label htmlFor={field.id}>
        {i18n._(msg`I agree to receive these alert e-mails from ${businessName}, at most one a day.`)}
      </label>
      <p id={field.hintId} css={hintStyle}>
        {withTags(
          i18n._(
            msg`We first send a link to confirm. Every e-mail has a one-click unsubscribe; alerts end after 180 days. How we use your address: <0>privacy notice</0>.`,
          ),
          [(text) => <SiteLink to={privacy}>{text}</SiteLink>],
        )}
      </p>
      {field.error && (
        <div>
          <FieldMessages field={field} />
        </div>
      )}
    </div>
  );
}
