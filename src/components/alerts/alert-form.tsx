// A subscribe form: an e-mail address and the consent, what to watch in hidden fields. It works without JavaScript
// (a plain POST to /api/alerts, answered by a redirect back to a notice on this page) and better with it (JSON, the
// error next to its field, what was typed kept).
import { css } from "@emotion/react";
import { msg } from "@lingui/core/macro";
import React from "react";
import { ALERTS_ENDPOINT, type AlertFormId, type AlertKind } from "../../lib/alerts/alert-options";
import { DEFAULT_LOCALE } from "../../lib/i18n/locale";
import { alertsCatalogs } from "../../locales/alerts";
import { useI18n, useLocale } from "../i18n/locale-context";
import { Button } from "../ui/button";
import { TextField } from "../ui/field";
import { AlertCollectionNotice } from "./alert-collection-notice";
import { AlertConsent } from "./alert-consent";
import { AlertNotice } from "./alert-notice";
import { AlertStatus } from "./alert-status";
import { statusRegion, successStyle } from "./alert-styles";
import { useAlertForm } from "./use-alert-form";
import { EndpointForm } from "../forms/endpoint-form";
import { useReturnedAlert } from "./use-returned-alert";

// An e-mail address and a checkbox: the width of a line of text, however wide the column.
const formWidth = css`
  max-width: 40rem;
`;

export interface AlertFormProps {
  formId: AlertFormId;
  kind: AlertKind;
  /** The cars a price-drop alert watches (stock numbers). */
  vehicles?: readonly string[];
  /**
   * A new-arrivals alert's search (the /inventory/ query, without `?`); sent only once the page runs, since the
   * static page cannot know its own query: without JavaScript the endpoint reads it from the page's address.
   */
  search?: string;
  /** The page the form is on, in its language: a plain post comes back to it. */
  returnTo: string;
  /** Id of the heading that names the form. */
  labelledBy: string;
  submitLabel: string;
  businessName: string;
}

export function AlertForm({
  formId,
  kind,
  vehicles = [],
  search,
  returnTo,
  labelledBy,
  submitLabel,
  businessName,
}: AlertFormProps) {
  const i18n = useI18n(alertsCatalogs);
  const locale = useLocale();
  const form = useAlertForm();
  const returned = useReturnedAlert(formId);
  const done = form.state.status === "sent";
  const notice = { formId, returned };
  const sentTitle = i18n._(msg`Check your e-mail`);
  const sentText = i18n._(
    msg`We sent you a link to confirm the alert. Nothing more is sent until you confirm; the link works for 48 hours.`,
  );
  return (
    <EndpointForm
      formId={formId}
      endpoint={ALERTS_ENDPOINT}
      labelledBy={labelledBy}
      form={form}
      done={done}
      statusStyle={statusRegion}
      frameStyle={formWidth}
      notices={
        <>
          <AlertNotice {...notice} outcome="sent" title={sentTitle} success>
            <p>{sentText}</p>
          </AlertNotice>
          {kind === "price-drop" ? (
            <AlertNotice {...notice} outcome="vehicle" title={i18n._(msg`This car cannot be watched`)}>
              <p>{i18n._(msg`It has been sold or has left our inventory. Reload the page to see what is for sale.`)}</p>
            </AlertNotice>
          ) : (
            <AlertNotice {...notice} outcome="search" title={i18n._(msg`This search cannot be saved`)}>
              <p>{i18n._(msg`No car can match it. Choose the filters again, then ask for the alert.`)}</p>
            </AlertNotice>
          )}
          <AlertNotice {...notice} outcome="limited" title={i18n._(msg`Not sent`)}>
            <p>{i18n._(msg`Too many requests from your connection. Please try again in a few minutes.`)}</p>
          </AlertNotice>
          <AlertNotice {...notice} outcome="unavailable" title={i18n._(msg`Not available just now`)}>
            <p>{i18n._(msg`We could not take your request just now. Nothing was saved; please try again later.`)}</p>
          </AlertNotice>
          <AlertNotice {...notice} outcome="error" title={i18n._(msg`Not sent`)}>
            <p>{i18n._(msg`Your request could not be read. Please try again.`)}</p>
          </AlertNotice>
        </>
      }
      status={
        done ? (
          <div css={successStyle}>
            <h3>{sentTitle}</h3>
            <p>{sentText}</p>
          </div>
        ) : (
          <AlertStatus state={form.state} />
        )
      }
      hiddenFields={
        <>
          <input type="hidden" name="kind" value={kind} />
          <input type="hidden" name="formId" value={formId} />
          <input type="hidden" name="returnTo" value={returnTo} />
          {locale !== DEFAULT_LOCALE && <input type="hidden" name="language" value={locale} />}
          {vehicles.map((stock) => (
            <input key={stock} type="hidden" name="vehicle" value={stock} />
          ))}
          {form.enhanced && search !== undefined && <input type="hidden" name="search" value={search} />}
        </>
      }
    >
      <TextField
        name="email"
        type="email"
        label={i18n._(msg`Your e-mail address`)}
        autoComplete="email"
        inputMode="email"
        maxLength={254}
        required
        wide
      />
      <AlertNotice {...notice} outcome="email" title={i18n._(msg`Check your e-mail address`)} wide>
        <p>{i18n._(msg`Enter an e-mail address like name@example.com.`)}</p>
      </AlertNotice>
      <AlertConsent businessName={businessName} />
      <AlertNotice {...notice} outcome="consent" title={i18n._(msg`Tick the box to agree`)} wide>
        <p>{i18n._(msg`We send alerts only to those who agree to receive them.`)}</p>
      </AlertNotice>
      <div className="full-width">
        <Button type="submit" aria-disabled={form.state.status === "sending" || undefined}>
          {form.state.status === "sending" ? i18n._(msg`Sending…`) : submitLabel}
        </Button>
      </div>
      <AlertCollectionNotice />
    </EndpointForm>
  );
}
