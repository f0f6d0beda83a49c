import React, { createContext, useContext } from "react";
import { errorTextStyle, hintStyle } from "./field-styles";

// Which form the fields belong to (their ids start with its id) and the errors to show next to them.
interface FieldsContextValue {
  formId: string;
  errors: Record<string, string>;
}

const FieldsContext = createContext<FieldsContextValue>({ formId: "lead-form", errors: {} });

export const FieldsProvider = FieldsContext.Provider;

export interface FieldIds {
  id: string;
  hintId: string;
  errorId: string;
  error?: string;
}

/**
 * Ids and error of one field: `contact-form-email`, its hint and its error message. `ownId` replaces the id
 * made from the form's, for controls outside a lead form (the inventory's filters keep their own ids).
 */
export function useField(name: string, ownId?: string): FieldIds {
  const { formId, errors } = useContext(FieldsContext);
  const id = ownId ?? `${formId}-${name}`;
  return { id, hintId: `${id}-hint`, errorId: `${id}-error`, error: errors[name] };
}

/** `aria-describedby` for a control: its hint and its error, when present. */
export function describedBy(field: FieldIds, hasHint: boolean): string | undefined {
  const ids = [hasHint ? field.hintId : undefined, field.error ? field.errorId : undefined].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/** The hint and the error under a control, with the ids its `aria-describedby` points at. */
export function FieldMessages({ field, hint }: { field: FieldIds; hint?: React.ReactNode }) {
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
