// A form that posts to one of the site's endpoints once JavaScript runs (a lead, an alert): sending, field errors
// with focus on the first one, the answer in a live region that takes focus. What was typed stays in the form
// unless the request was taken. Each form supplies how it sends and what it does with a taken request.
import React, { useCallback, useEffect, useRef, useState } from "react";
import { firstInvalidField, placeFieldErrors } from "../../lib/forms/field-errors";
import { useHydrated } from "../ui/use-hydrated";

/** An endpoint's answer as a form shows it: field errors when invalid, else at most a message. */
export type EndpointOutcome<Kind extends string> =
  { kind: "invalid"; errors: Record<string, string> } | { kind: Exclude<Kind, "invalid">; message?: string };

export interface EndpointFormState<Kind extends string> {
  status: "idle" | "sending" | Kind;
  fieldErrors: Record<string, string>;
  formErrors: string[];
  message?: string;
  /** Counts answers, so focus moves once per answer and not while the visitor edits. */
  attempt: number;
}

const IDLE: EndpointFormState<never> = { status: "idle", fieldErrors: {}, formErrors: [], attempt: 0 };

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

/** `send` and `onAnswer` should be module-level functions: a new one each render makes a new submit handler. */
export function useEndpointForm<Kind extends string, Outcome extends EndpointOutcome<Kind>>(
  send: (form: HTMLFormElement) => Promise<Outcome>,
  /** Called with every answer but "invalid", before the form shows it (a taken lead resets the form). */
  onAnswer?: (outcome: Outcome, form: HTMLFormElement) => void,
) {
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<EndpointFormState<Outcome["kind"]>>(IDLE);
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
    // Once per answer (the attempt counter), not on every change of the state it reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.attempt]);

  const onSubmit = useCallback(
    async (event: React.FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      if (state.status === "sending") return;
      setState((previous) => ({ ...previous, status: "sending", message: undefined }));
      const outcome = await send(form);
      if (outcome.kind === "invalid" && "errors" in outcome) {
        const placed = placeFieldErrors(outcome.errors, visibleFieldNames(form));
        setState((previous) => ({
          status: outcome.kind,
          fieldErrors: placed.fields,
          formErrors: placed.form,
          attempt: previous.attempt + 1,
        }));
        return;
      }
      onAnswer?.(outcome, form);
      setState((previous) => ({
        status: outcome.kind,
        fieldErrors: {},
        formErrors: [],
        message: "message" in outcome ? outcome.message : undefined,
        attempt: previous.attempt + 1,
      }));
    },
    [state.status, send, onAnswer],
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

  /** Back to an empty form after a success ("Send another message"), focus on its first control. */
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

/** What useEndpointForm gives a form: its refs, state and handlers. */
export type EndpointFormHandle = ReturnType<typeof useEndpointForm>;
