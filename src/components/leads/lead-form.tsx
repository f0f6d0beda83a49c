import { css } from "@emotion/react";
import React from "react";
import { DEFAULT_LOCALE, type Locale } from "../../lib/i18n/locale";
import { FORM_MESSAGES, PHONE_MESSAGES } from "../../lib/leads/form-messages";
import type { FormType } from "../../lib/leads/lead-options";
import { LEAD_ENDPOINT } from "../../lib/leads/lead-options";
import { space } from "../../styles/tokens";
import { Button } from "../ui/button";
import { LocaleProvider } from "../i18n/locale-context";
import { EndpointForm } from "../forms/endpoint-form";
import { statusRegionStyle, successStyle } from "../forms/form-styles";
import { NoScriptOutcomes, StatusMessage, withPhone } from "./form-status";
import { HoneypotField } from "./honeypot-field";
import { LeadCollectionNotice } from "./lead-collection-notice";
import { useFormI18n } from "./use-form-i18n";
import { useLeadForm } from "./use-lead-form";
import { useReturnedOutcome } from "./use-returned-outcome";

const statusRegion = statusRegionStyle(space.xl);

const actions = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.md} ${space.xl};
`;

export interface LeadFormProps {
  formId: string;
  /** Omitted when the form lets the visitor choose (a `formType` radio group among the fields). */
  formType?: FormType;
  /** Path of the page the form is on; a no-JavaScript post comes back to it. */
  returnTo: string;
  phone: string;
  /** Id of the heading that names the form. */
  labelledBy: string;
  submitLabel: string;
  sentTitle: string;
  sentText: React.ReactNode;
  /** Fields, in the two-column grid; add `className="full-width"` to span both columns. */
  children: React.ReactNode;
  /** Below the fields, before the button: consent, fine print. */
  footer?: React.ReactNode;
  /**
   * The form's language, the page's by default: the form's own texts, the fields' (drawn in this language's
   * context), and the language the endpoint answers in and tells the CRM.
   */
  locale?: Locale;
  /** Where a taken lead sends the shopper on, read from the sent form (the lender platform's application). */
  nextHref?: (form: HTMLFormElement) => string | undefined;
}

/**
 * A lead form that works without JavaScript (a plain POST to /api/leads, answered by a redirect back
 * here) and better with it (JSON, errors next to their fields, the typed data kept on failure).
 */
export function LeadForm({
  formId,
  formType,
  returnTo,
  phone,
  labelledBy,
  submitLabel,
  sentTitle,
  sentText,
  children,
  footer,
  locale: localeProp,
  nextHref,
}: LeadFormProps) {
  const { locale, i18n } = useFormI18n(localeProp);
  const form = useLeadForm(nextHref);
  const returned = useReturnedOutcome(formId);
  const sent = form.state.status === "sent";
  // The fields, consent and notices inside are drawn in the form's language, even where it is not the page's.
  return (
    <LocaleProvider value={locale}>
      <EndpointForm
        formId={formId}
        endpoint={LEAD_ENDPOINT}
        labelledBy={labelledBy}
        form={form}
        done={sent}
        statusStyle={statusRegion}
        notices={
          <NoScriptOutcomes
            formId={formId}
            phone={phone}
            sentTitle={sentTitle}
            sentText={sentText}
            returned={returned}
            locale={locale}
          />
        }
        status={
          sent ? (
            <div css={successStyle}>
              <h3>{sentTitle}</h3>
              <p>{sentText}</p>
              <p>
                <Button variant="secondary" onClick={form.reset}>
                  {i18n._(FORM_MESSAGES.sendAnother)}
                </Button>
              </p>
            </div>
          ) : (
            <StatusMessage state={form.state} phone={phone} locale={locale} />
          )
        }
        hiddenFields={
          <>
            {formType && <input type="hidden" name="formType" value={formType} />}
            <input type="hidden" name="returnTo" value={returnTo} />
            {/* Absent means English, so the English pages post exactly what they did before. */}
            {locale !== DEFAULT_LOCALE && <input type="hidden" name="language" value={locale} />}
            <HoneypotField formId={formId} locale={locale} />
          </>
        }
      >
        {children}
        {footer}
        <div css={actions} className="full-width">
          <Button type="submit" aria-disabled={form.state.status === "sending" || undefined}>
            {form.state.status === "sending" ? i18n._(FORM_MESSAGES.sending) : submitLabel}
          </Button>
          <span>{withPhone(i18n._(PHONE_MESSAGES.preferToTalk(phone)), phone)}</span>
        </div>
        <LeadCollectionNotice i18n={i18n} />
      </EndpointForm>
    </LocaleProvider>
  );
}
