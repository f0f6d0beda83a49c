// An alert form with JavaScript: sending, field errors with focus on the first one, the answer in a live region.
// What was typed stays in the form unless the request was taken.
import React, { useCallback, useEffect, useRef, useState } from "react";
import { alertFields, postAlert, type AlertPostOutcome } from "../../lib/alerts/post-alert";
import { firstInvalidField, placeFieldErrors } from "../../lib/leads/submit-lead";
import { useHydrated } from "../ui/use-hydrated";

export type AlertFormStatus = "idle" | "sending" | AlertPostOutcome["kind"];

export interface AlertFormState {
  status: AlertFormStatus;
  fieldErrors: Record<string, string>;
  formErrors: string[];
  message?: string;
  /** Counts answers, so focus moves once per answer. */
  attempt: number;
}

const IDLE: AlertFormState = { status: "idle", fieldErrors: {}, formErrors: [], attempt: 0 };

const VISIBLE_FIELDS = ["email", "consent"];

export function useAlertForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<AlertFormState>(IDLE);
  const enhanced = useHydrated();

  useEffect(() => {
    if (state.attempt === 0) return;
    const form = formRef.current;
    const first = firstInvalidField(state.fieldErrors, VISIBLE_FIELDS);
    const control = first && form ? form.elements.namedItem(first) : null;
    if (state.status === "invalid" && control instanceof HTMLElement) control.focus();
    else statusRef.current?.focus();
    // Once per answer (the attempt counter), not on every change of the state it reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.attempt]);

  const onSubmit = useCallback(
    async (event: React.FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (state.status === "sending") return;
      const form = event.currentTarget;
      setState((previous) => ({ ...previous, status: "sending", message: undefined }));
      const outcome = await postAlert(alertFields(new FormData(form)), (input, init) => fetch(input, init));
      const placed = outcome.kind === "invalid" ? placeFieldErrors(outcome.errors, VISIBLE_FIELDS) : undefined;
      setState((previous) => ({
        status: outcome.kind,
        fieldErrors: placed?.fields ?? {},
        formErrors: placed?.form ?? [],
        message: "message" in outcome ? outcome.message : undefined,
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

  return { formRef, statusRef, state, enhanced, onSubmit, onInput };
}
