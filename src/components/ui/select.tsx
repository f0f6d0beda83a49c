import React from "react";
import { Field } from "./field";
import { controlStyle } from "./field-styles";

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<React.SelectHTMLAttributes<HTMLSelectElement>, "name" | "id"> {
  name: string;
  id: string;
  options: readonly SelectOption[];
  /** First, empty choice ("Choose one"), so nothing is picked for the visitor. */
  placeholder?: string;
}

/** A native <select> in the form-control look. */
function Select({ options, placeholder, required, ...selectProps }: SelectProps) {
  return (
    <select
      defaultValue={placeholder !== undefined ? "" : undefined}
      {...selectProps}
      // `required` means something to the browser only with an empty first choice; without one a value is
      // always chosen (and the HTML standard forbids the attribute there). The label still says it is needed.
      required={required && placeholder !== undefined}
      css={controlStyle}
    >
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

export interface SelectFieldProps extends Omit<SelectProps, "id"> {
  label: React.ReactNode;
  hint?: React.ReactNode;
  wide?: boolean;
}

/** A labelled <select> with hint and error; "(optional)" when not required. */
export function SelectField({ name, label, hint, wide, required, ...selectProps }: SelectFieldProps) {
  return (
    <Field name={name} label={label} hint={hint} wide={wide} optional={!required}>
      {(control) => <Select {...selectProps} {...control} required={required} />}
    </Field>
  );
}

/** `[{ value, label }]` from a list of values and their labels. */
export function toOptions<T extends string>(values: readonly T[], labels: Record<T, string>): SelectOption[] {
  return values.map((value) => ({ value, label: labels[value] }));
}
