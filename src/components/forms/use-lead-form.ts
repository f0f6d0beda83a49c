// State of a lead form with JavaScript: sending, field errors with focus on the first one, success, and
// every failure with what the visitor can do next. The typed data stays in the form unless it was sent.
import React, { useCallback, useEffect, useRef, useState } from "react";
import {
  firstInvalidField,
  formToJson,
  placeFieldErrors,
  submitLead,
  type SubmitOutcome,
} from "../../lib/leads/submit-lead";
import { leadSentEvent } from "../../lib/analytics/lead-sent-event";
import { useHydrated } from "../ui/use-hydrated";

export type LeadFormStatus = "idle" | "sending" | SubmitOutcome["kind"];

export interface LeadFormState {
  status: LeadFormStatus;
  fieldErrors: Record<string, string>;
  formErrors: string[];
  message?: string;
  /** Counts answers, so focus moves once per answer and not while the visitor edits. */
  attempt: number;
}

const IDLE: LeadFormState = { status: "idle", fieldErrors: {}, formErrors: [], attempt: 0 };

/** Names of the controls a visitor can see and change, in form order. */
function visibleFieldNames(form: HTMLFormElement): string[] {
  const names: string[] = [];
  for (const element of Array.from(form.elements)) {
    const control = element as HTMLInputElement;
    if (!control.name || control.type === "hidden" || control.tabIndex < 0 || names.includes(control.name)) continue;
    names.push(control.name);
  }
  return names;
}

export function useLeadForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<LeadFormState>(IDLE);
  // Only once hydrated does the form validate through the endpoint instead of the browser.
  const enhanced = useHydrated();

  useEffect(() => {
    if (state.attempt === 0) return;
    const form = formRef.current;
    if (state.status === "invalid" && form) {
      const first = firstInvalidField(state.fieldErrors, visibleFieldNames(form));
      const control = first ? (form.elements.namedItem(first) as HTMLElement | RadioNodeList | null) : null;
      const target = control && "focus" in control ? control : (control as RadioNodeList | null)?.[0];
      if (target instanceof HTMLElement) {
        target.focus();
        return;
      }
    }
    statusRef.current?.focus();
    // Runs once per submission attempt (the attempt counter), not on every change of the state it reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.attempt]);

  const onSubmit = useCallback(
    async (event: React.FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      if (state.status === "sending") return;
      setState((previous) => ({ ...previous, status: "sending", message: undefined }));
      const fields = formToJson(new FormData(form));
      const outcome = await submitLead(fields, (input, init) => fetch(input, init));
      if (outcome.kind === "invalid") {
        const placed = placeFieldErrors(outcome.errors, visibleFieldNames(form));
        setState((previous) => ({
          status: "invalid",
          fieldErrors: placed.fields,
          formErrors: placed.form,
          attempt: previous.attempt + 1,
        }));
        return;
      }
      if (outcome.kind === "sent") {
        // For the analytics code, when it is loaded (src/components/asc-tracker.ts); nothing listens otherwise.
        form.dispatchEvent(leadSentEvent({ formType: fields.formType, leadId: outcome.id }));
        form.reset();
      }
      const message = "message" in outcome ? outcome.message : undefined;
      setState((previous) => ({
        status: outcome.kind,
        fieldErrors: {},
        formErrors: [],
        message,
        attempt: previous.attempt + 1,
      }));
    },
    [state.status],
  );

  /** Clears a field's error as soon as the visitor changes it. */
  const onInput = useCallback((event: React.FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    setState((previous) => {
      if (!name || !(name in previous.fieldErrors)) return previous;
      const { [name]: _removed, ...rest } = previous.fieldErrors;
      return { ...previous, fieldErrors: rest };
    });
  }, []);

  /** Back to an empty form after a success ("Send another message"). */
  const reset = useCallback(() => {
    setState(IDLE);
    requestAnimationFrame(() =>
      formRef.current
        ?.querySelector<HTMLElement>("input:not([type=hidden]):not([tabindex='-1']), select, textarea")
        ?.focus(),
    );
  }, []);

  return { formRef, statusRef, state, enhanced, onSubmit, onInput, reset };
}
