import React from "react";
import { FieldLabel } from "./field-label";
import { controlStyle, fieldStyle } from "./form-styles";
import { describedBy, FieldMessages, useField } from "./lead-form-context";

export interface TextFieldProps extends Omit<React.InputHTMLAttributes<HTMLInputElement>, "name" | "id"> {
  name: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
  /** Spans both columns of the form grid. */
  wide?: boolean;
  /** Whether the label says "(optional)"; by default when not required. Off for "this or that" pairs. */
  optionalMark?: boolean;
}

export function TextField({ name, label, hint, wide, required, optionalMark = !required, type = "text", ...inputProps }: TextFieldProps) {
  const field = useField(name);
  return (
    <div css={fieldStyle} className={wide ? "full-width" : undefined}>
      <FieldLabel htmlFor={field.id} label={label} optional={optionalMark} />
      <input
        {...inputProps}
        id={field.id}
        name={name}
        type={type}
        required={required}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(field, Boolean(hint))}
        css={controlStyle}
      />
      <FieldMessages field={field} hint={hint} />
    </div>
  );
}
