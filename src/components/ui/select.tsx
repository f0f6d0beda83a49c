import { css } from "@emotion/react";
import React from "react";
import { space } from "../../styles/tokens";
import { Field } from "./field";
import { controlStyle } from "./field-styles";

// Less room at the sides, so a choice such as "2019 or newer" fits a half-width select in a narrow column.
const compactStyle = css`
  padding-right: ${space.sm};
  padding-left: ${space.sm};
`;

export interface SelectOption {
  value: string;
  label: string;
}

/** Choices under a heading of their own (an <optgroup>): a make's models, say. */
export interface SelectOptionGroup {
  label: string;
  options: readonly SelectOption[];
}

export interface SelectProps extends Omit<React.SelectHTMLAttributes<HTMLSelectElement>, "name" | "id"> {
  name: string;
  /** Needed by a <label>; a select named by `aria-label` can go without. */
  id?: string;
  options: readonly (SelectOption | SelectOptionGroup)[];
  /** First, empty choice ("Choose one", "Any make"): nothing picked, or no limit. */
  placeholder?: string;
  /** Less padding at the sides: for two selects side by side in a narrow column. */
  compact?: boolean;
}

const isGroup = (choice: SelectOption | SelectOptionGroup): choice is SelectOptionGroup => "options" in choice;

function OptionTag({ option }: { option: SelectOption }) {
  return <option value={option.value}>{option.label}</option>;
}

/** A native <select> in the form-control look. */
export function Select({ options, placeholder, required, compact, ...selectProps }: SelectProps) {
  return (
    <select
      // The empty choice starts chosen, unless the caller controls the value.
      defaultValue={placeholder !== undefined && selectProps.value === undefined ? "" : undefined}
      {...selectProps}
      // `required` means something to the browser only with an empty first choice; without one a value is
      // always chosen (and the HTML standard forbids the attribute there). The label still says it is needed.
      required={required && placeholder !== undefined}
      css={[controlStyle, compact && compactStyle]}
    >
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((choice) =>
        isGroup(choice) ? (
          <optgroup key={`group:${choice.label}`} label={choice.label}>
            {choice.options.map((option) => (
              <OptionTag key={option.value} option={option} />
            ))}
          </optgroup>
        ) : (
          <OptionTag key={choice.value} option={choice} />
        ),
      )}
    </select>
  );
}

export interface SelectFieldProps extends SelectProps {
  label: React.ReactNode;
  hint?: React.ReactNode;
  wide?: boolean;
  /** The label beside the select rather than above it. */
  inline?: boolean;
  /** Whether the label says "(optional)"; by default when not required. Off where every choice is optional. */
  optionalMark?: boolean;
}

/** A labelled <select> with hint and error; "(optional)" when not required. */
export function SelectField({
  name,
  id,
  label,
  hint,
  wide,
  inline,
  required,
  optionalMark = !required,
  ...selectProps
}: SelectFieldProps) {
  return (
    <Field name={name} id={id} label={label} hint={hint} wide={wide} inline={inline} optional={optionalMark}>
      {(control) => <Select {...selectProps} {...control} required={required} />}
    </Field>
  );
}

/** `[{ value, label }]` from a list of values and their labels. */
export function toOptions<T extends string>(values: readonly T[], labels: Record<T, string>): SelectOption[] {
  return values.map((value) => ({ value, label: labels[value] }));
}
