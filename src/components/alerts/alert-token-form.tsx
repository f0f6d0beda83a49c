// The one button of the confirm and unsubscribe pages: a POST with the link's token. Links in e-mails are opened by
// mail systems' scanners, which never press buttons, so only a person confirms or unsubscribes. With JavaScript the
// token comes from the page's address into a hidden field; without it, the endpoint reads it from the address the
// form was posted from (its Referer).
import { msg } from "@lingui/core/macro";
import React, { useEffect, useState } from "react";
import {
  ALERTS_ENDPOINT,
  alertTokenFromSearch,
  type AlertFormId,
  type AlertOutcome,
} from "../../lib/alerts/alert-options";
import { DEFAULT_LOCALE } from "../../lib/i18n/locale";
import { alertPagesCatalogs } from "../../locales/alert-pages";
import { useI18n, useLocale } from "../i18n/locale-context";
import { Button } from "../ui/button";
import { AlertNotice } from "./alert-notice";
import { AlertStatus } from "./alert-status";
import { statusRegion, successStyle } from "./alert-styles";
import { useAlertForm } from "./use-alert-form";
import { useReturnedAlert } from "./use-returned-alert";

export interface AlertTokenFormProps {
  formId: AlertFormId;
  action: "confirm" | "unsubscribe";
  /** This page, in its language. */
  returnTo: string;
  submitLabel: string;
  /** What success says: its outcome, title and text. */
  done: { outcome: Extract<AlertOutcome, "confirmed" | "unsubscribed">; title: string; text: string };
}

export function AlertTokenForm({ formId, action, returnTo, submitLabel, done }: AlertTokenFormProps) {
  const i18n = useI18n(alertPagesCatalogs);
  const locale = useLocale();
  const { formRef, statusRef, state, onSubmit } = useAlertForm();
  const returned = useReturnedAlert(formId);
  const [token, setToken] = useState<string>();
  useEffect(() => {
    // Read once the page runs: the static HTML cannot know its address's query.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setToken(alertTokenFromSearch(window.location.search));
  }, []);
  // The form is the page's content: its notices are the page's second-level headings.
  const notice = { formId, returned, level: 2 as const };
  const finished = state.status === "sent" || returned === done.outcome;
  const noToken = token === "" && !finished && returned === undefined;
  return (
    <div data-answered={state.status !== "idle" ? "" : undefined}>
      <AlertNotice {...notice} outcome={done.outcome} title={done.title} success>
        <p>{done.text}</p>
      </AlertNotice>
      <AlertNotice {...notice} outcome="expired" title={i18n._(msg`This link has expired`)}>
        <p>
          {i18n._(
            msg`Links work for 48 hours, and only while their alerts exist. Ask for the alert again on our website.`,
          )}
        </p>
      </AlertNotice>
      <AlertNotice {...notice} outcome="error" title={i18n._(msg`This link is not complete`)}>
        <p>{i18n._(msg`Open it again from the e-mail, or copy its whole address into your browser.`)}</p>
      </AlertNotice>
      <AlertNotice {...notice} outcome="limited" title={i18n._(msg`Not sent`)}>
        <p>{i18n._(msg`Too many requests from your connection. Please try again in a few minutes.`)}</p>
      </AlertNotice>
      <AlertNotice {...notice} outcome="unavailable" title={i18n._(msg`Not available just now`)}>
        <p>{i18n._(msg`We could not take your request just now. Please try again later.`)}</p>
      </AlertNotice>
      <div ref={statusRef} tabIndex={-1} css={statusRegion} aria-live="polite">
        {state.status === "sent" ? (
          <div css={successStyle}>
            <h2>{done.title}</h2>
            <p>{done.text}</p>
          </div>
        ) : noToken ? (
          <p>{i18n._(msg`This page works with the link from your e-mail: open the link from there.`)}</p>
        ) : (
          <AlertStatus state={state} level={2} />
        )}
      </div>
      <form
        ref={formRef}
        id={formId}
        method="post"
        action={ALERTS_ENDPOINT}
        onSubmit={onSubmit}
        hidden={finished}
        aria-label={submitLabel}
      >
        <input type="hidden" name="action" value={action} />
        <input type="hidden" name="formId" value={formId} />
        <input type="hidden" name="returnTo" value={returnTo} />
        {locale !== DEFAULT_LOCALE && <input type="hidden" name="language" value={locale} />}
        {token && <input type="hidden" name="token" value={token} />}
        <Button type="submit" size="large" aria-disabled={state.status === "sending" || undefined}>
          {state.status === "sending" ? i18n._(msg`Sending…`) : submitLabel}
        </Button>
      </form>
    </div>
  );
}
