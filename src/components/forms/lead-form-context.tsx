import React, { createContext, useContext } from "react";
import { errorTextStyle, hintStyle } from "./form-styles";

interface LeadFormContextValue {
  formId: string;
  errors: Record<string, string>;
}

const LeadFormContext = createContext<LeadFormContextValue>({ formId: "lead-form", errors: {} });

export const LeadFormProvider = LeadFormContext.Provider;

/** Ids and error of one field: `contact-form-email`, its hint and its error message. */
export function useField(name: string) {
  const { formId, errors } = useContext(LeadFormContext);
  const id = `${formId}-${name}`;
  return { id, hintId: `${id}-hint`, errorId: `${id}-error`, error: errors[name] };
}

/** `aria-describedby` for a control: its hint and its error, when present. */
export function describedBy(field: { hintId: string; errorId: string; error?: string }, hasHint: boolean): string | undefined {
  const ids = [hasHint ? field.hintId : undefined, field.error ? field.errorId : undefined].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

export function FieldMessages({ field, hint }: { field: { hintId: string; errorId: string; error?: string }; hint?: React.ReactNode }) {
  return (
    <>
      {hint && (
        <p id={field.hintId} css={hintStyle}>
          {hint}
        </p>
      )}
      {field.error && (
        <p id={field.errorId} css={errorTextStyle}>
          {field.error}
        </p>
      )}
    </>
  );
}
