import React from "react";
import { FieldLabel } from "./field-label";
import { fieldStyle, textareaStyle } from "./form-styles";
import { describedBy, FieldMessages, useField } from "./lead-form-context";

export interface TextAreaFieldProps extends Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id"> {
  name: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
  /** Whether the label says "(optional)"; by default when not required. */
  optionalMark?: boolean;
}

export function TextAreaField({ name, label, hint, required, optionalMark = !required, rows = 5, ...textareaProps }: TextAreaFieldProps) {
  const field = useField(name);
  return (
    <div css={fieldStyle} className="full-width">
      <FieldLabel htmlFor={field.id} label={label} optional={optionalMark} />
      <textarea
        {...textareaProps}
        id={field.id}
        name={name}
        rows={rows}
        required={required}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(field, Boolean(hint))}
        css={textareaStyle}
      />
      <FieldMessages field={field} hint={hint} />
    </div>
  );
}
