import { css } from "@emotion/react";
import React from "react";
import { DEFAULT_LOCALE, type Locale } from "../../lib/i18n/locale";
import { formMessage } from "../../lib/leads/form-messages";
import type { FormType } from "../../lib/leads/lead-options";
import { LEAD_ENDPOINT } from "../../lib/leads/submit-lead";
import { space } from "../../styles/tokens";
import { Button } from "../ui/button";
import { FieldsProvider } from "../ui/field-context";
import { formGrid } from "../ui/field-styles";
import { NoScriptOutcomes, StatusMessage, successStyle, WithPhone } from "./form-status";
import { HoneypotField } from "./honeypot-field";
import { useLeadForm } from "./use-lead-form";
import { useReturnedOutcome } from "./use-returned-outcome";

const statusRegion = css`
  margin-bottom: ${space.xl};
  &:empty {
    margin: 0;
  }
  &:focus {
    outline: none;
  }
  &:focus-visible > * {
    outline: var(--focus-ring);
    outline-offset: 2px;
  }
`;

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
  /** The page's language: the form's own texts, and the language the endpoint answers in and tells the CRM. */
  locale?: Locale;
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
  locale = DEFAULT_LOCALE,
}: LeadFormProps) {
  const { formRef, statusRef, state, enhanced, onSubmit, onInput, reset } = useLeadForm();
  const returned = useReturnedOutcome(formId);
  const sent = state.status === "sent";
  return (
    <div data-answered={state.status !== "idle" ? "" : undefined}>
      <NoScriptOutcomes
        formId={formId}
        phone={phone}
        sentTitle={sentTitle}
        sentText={sentText}
        returned={returned}
        locale={locale}
      />
      <div ref={statusRef} tabIndex={-1} css={statusRegion} aria-live="polite">
        {sent ? (
          <div css={successStyle}>
            <h3>{sentTitle}</h3>
            <p>{sentText}</p>
            <p>
              <Button variant="secondary" onClick={reset}>
                {formMessage("sendAnother", locale)}
              </Button>
            </p>
          </div>
        ) : (
          <StatusMessage state={state} phone={phone} locale={locale} />
        )}
      </div>
      <FieldsProvider value={{ formId, errors: state.fieldErrors }}>
        <form
          ref={formRef}
          id={formId}
          method="post"
          action={LEAD_ENDPOINT}
          aria-labelledby={labelledBy}
          noValidate={enhanced}
          onSubmit={onSubmit}
          onInput={onInput}
          hidden={sent}
        >
          {formType && <input type="hidden" name="formType" value={formType} />}
          <input type="hidden" name="returnTo" value={returnTo} />
          {/* Absent means English, so the English pages post exactly what they did before. */}
          {locale !== DEFAULT_LOCALE && <input type="hidden" name="language" value={locale} />}
          <HoneypotField formId={formId} locale={locale} />
          <div css={formGrid}>
            {children}
            {footer}
            <div css={actions} className="full-width">
              <Button type="submit" aria-disabled={state.status === "sending" || undefined}>
                {state.status === "sending" ? formMessage("sending", locale) : submitLabel}
              </Button>
              <span>
                <WithPhone text={formMessage("preferToTalk", locale)} phone={phone} />
              </span>
            </div>
          </div>
        </form>
      </FieldsProvider>
    </div>
  );
}
