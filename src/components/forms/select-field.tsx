import React from "react";
import { FieldLabel } from "./field-label";
import { controlStyle, fieldStyle } from "./form-styles";
import { describedBy, FieldMessages, useField } from "./lead-form-context";

export interface SelectFieldProps extends Omit<React.SelectHTMLAttributes<HTMLSelectElement>, "name" | "id"> {
  name: string;
  label: React.ReactNode;
  options: readonly { value: string; label: string }[];
  /** First, empty choice ("Choose one"), so nothing is picked for the visitor. */
  placeholder?: string;
  hint?: React.ReactNode;
  wide?: boolean;
}

export function SelectField({ name, label, options, placeholder, hint, wide, required, ...selectProps }: SelectFieldProps) {
  const field = useField(name);
  return (
    <div css={fieldStyle} className={wide ? "full-width" : undefined}>
      <FieldLabel htmlFor={field.id} label={label} optional={!required} />
      <select
        defaultValue={placeholder !== undefined ? "" : undefined}
        {...selectProps}
        id={field.id}
        name={name}
        // `required` means something to the browser only with an empty first choice; without one a value is
        // always chosen (and the HTML standard forbids the attribute there). The label still says it is needed.
        required={required && placeholder !== undefined}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(field, Boolean(hint))}
        css={controlStyle}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages field={field} hint={hint} />
    </div>
  );
}

/** `[{ value, label }]` from a list of values and their labels. */
export function toOptions<T extends string>(values: readonly T[], labels: Record<T, string>) {
  return values.map((value) => ({ value, label: labels[value] }));
}
