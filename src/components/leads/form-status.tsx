import { css } from "@emotion/react";
import React from "react";
import { telHref } from "../../lib/format";
import type { Locale } from "../../lib/i18n/locale";
import {
  correctFieldsMessage,
  FORM_MESSAGES as SAY,
  PHONE_MESSAGES,
  refusedMessage,
} from "../../lib/leads/form-messages";
import { statusAnchor, type LeadOutcome } from "../../lib/forms/return-to";
import { space } from "../../styles/tokens";
import { noticeStyle, successStyle, targetOnlyStyle } from "../forms/form-styles";
import { withTags } from "../i18n/with-tags";
import { useFormI18n } from "./use-form-i18n";
import type { LeadFormState } from "./use-lead-form";

const targetOnly = targetOnlyStyle(space.xl);

/** A translated text with the dealer's number (its tag `<0>`) as a link to call. */
export function withPhone(text: string, phone: string): React.ReactNode {
  return withTags(text, [(number) => <a href={telHref(phone)}>{number}</a>]);
}

/** The four outcomes of a no-JavaScript post, each a message the redirect's fragment can target. */
export function NoScriptOutcomes({
  formId,
  phone,
  sentTitle,
  sentText,
  returned,
  locale,
}: {
  formId: string;
  phone: string;
  sentTitle: string;
  sentText: React.ReactNode;
  /** The outcome the page was reached with, once hydrated (see use-returned-outcome). */
  returned?: LeadOutcome;
  /** The form's language; the page's by default. */
  locale?: Locale;
}) {
  const { i18n } = useFormI18n(locale);
  const notice = (outcome: LeadOutcome, style: ReturnType<typeof css>, title: string, body: React.ReactNode) => (
    <div
      id={statusAnchor(formId, outcome)}
      css={[style, targetOnly]}
      tabIndex={-1}
      data-returned={outcome === returned ? "" : undefined}
    >
      <h3>{title}</h3>
      {body}
    </div>
  );
  return (
    <>
      {notice("sent", successStyle, sentTitle, <p>{sentText}</p>)}
      {notice(
        "error",
        noticeStyle,
        i18n._(SAY.notSentTitle),
        <p>
          {i18n._(SAY.errorText)} {i18n._(SAY.backHint)} {withPhone(i18n._(PHONE_MESSAGES.alsoCall(phone)), phone)}
        </p>,
      )}
      {notice(
        "unavailable",
        noticeStyle,
        i18n._(SAY.unavailableTitle),
        <p>
          {withPhone(i18n._(PHONE_MESSAGES.unavailableText(phone)), phone)} {i18n._(SAY.backHint)}
        </p>,
      )}
      {notice(
        "limited",
        noticeStyle,
        i18n._(SAY.limitedTitle),
        <p>{withPhone(i18n._(PHONE_MESSAGES.limitedText(phone)), phone)}</p>,
      )}
    </>
  );
}

/** What the visitor reads after sending with JavaScript; an empty live region until then. */
export function StatusMessage({ state, phone, locale }: { state: LeadFormState; phone: string; locale?: Locale }) {
  const { i18n } = useFormI18n(locale);
  const fieldCount = Object.keys(state.fieldErrors).length;
  switch (state.status) {
    case "idle":
    case "sent":
      return null;
    case "sending":
      return <p>{i18n._(SAY.sending)}</p>;
    case "invalid":
      return (
        <Notice title={i18n._(SAY.invalidTitle)}>
          {fieldCount > 0 && <p>{i18n._(correctFieldsMessage(fieldCount))}</p>}
          {state.formErrors.length > 0 && (
            <>
              <ul>
                {state.formErrors.map((error) => (
                  <li key={error}>{error}</li>
                ))}
              </ul>
              <p>{withPhone(i18n._(PHONE_MESSAGES.callAboutThis(phone)), phone)}</p>
            </>
          )}
        </Notice>
      );
    case "limited":
    case "refused":
      return (
        <Notice title={i18n._(SAY.notSentTitle)}>
          <p>{withPhone(i18n._(refusedMessage(state.message ?? i18n._(SAY.refusedFallback), phone)), phone)}</p>
        </Notice>
      );
    case "unavailable":
      return (
        <Notice title={i18n._(SAY.unavailableTitle)}>
          <p>{withPhone(i18n._(PHONE_MESSAGES.unavailableFailure(phone)), phone)}</p>
        </Notice>
      );
    case "network":
      return (
        <Notice title={i18n._(SAY.networkTitle)}>
          <p>{withPhone(i18n._(PHONE_MESSAGES.networkFailure(phone)), phone)}</p>
        </Notice>
      );
  }
}

/** A warning with a heading. */
function Notice({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div css={noticeStyle}>
      <h3>{title}</h3>
      {children}
    </div>
  );
}
