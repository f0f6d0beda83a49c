import { css } from "@emotion/react";
import React from "react";
import { above, fontSize, fontWeight, radius, space, TOUCH_TARGET } from "../../styles/tokens";
import { describedBy, FieldMessages, useField } from "./field-context";
import { choiceBoxStyle, groupStyle } from "./field-styles";
import type { SelectOption } from "./select";

const choicesStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm} ${space.lg};
`;

const choiceStyle = css`
  ${choiceBoxStyle};
  gap: ${space.sm};
  min-height: ${TOUCH_TARGET};
  padding: 0 ${space.md} 0 ${space.sm};
  border-radius: ${radius.md};
  &:has(input:checked) {
    border: 2px solid var(--color-action);
    font-weight: ${fontWeight.medium};
  }
`;

// Choices that carry a one-line explanation stack as a list (two columns on wide screens), so each
// explanation sits under its choice.
const describedChoicesStyle = css`
  display: grid;
  gap: ${space.sm};
  ${above("md")} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  & label {
    align-items: flex-start;
    padding: ${space.sm} ${space.md} ${space.sm} ${space.sm};
  }
  & input {
    margin-top: ${space["3xs"]};
  }
`;

const descriptionStyle = css`
  display: block;
  color: var(--color-text-muted);
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.regular};
`;

/** A choice; `description` is a short explanation shown under its label. */
export interface RadioOption extends SelectOption {
  description?: string;
}

export interface RadioGroupProps {
  name: string;
  legend: React.ReactNode;
  options: readonly RadioOption[];
  defaultValue?: string;
  required?: boolean;
  hint?: React.ReactNode;
  onChange?: (value: string) => void;
}

/** Choices as large radio buttons in a fieldset; as wide as the form. */
export function RadioGroup({ name, legend, options, defaultValue, required, hint, onChange }: RadioGroupProps) {
  const field = useField(name);
  return (
    <fieldset
      css={groupStyle}
      className="full-width"
      role="radiogroup"
      aria-required={required || undefined}
      aria-invalid={field.error ? true : undefined}
      aria-describedby={describedBy(field, Boolean(hint))}
    >
      <legend>{legend}</legend>
      <div css={[choicesStyle, options.some((option) => option.description) && describedChoicesStyle]}>
        {options.map((option) => (
          <label key={option.value} css={choiceStyle}>
            <input
              type="radio"
              name={name}
              value={option.value}
              defaultChecked={option.value === defaultValue}
              required={required}
              onChange={onChange ? (event) => event.currentTarget.checked && onChange(option.value) : undefined}
            />
            {option.description ? (
              <span>
                {option.label}
                <span css={descriptionStyle}>{option.description}</span>
              </span>
            ) : (
              option.label
            )}
          </label>
        ))}
      </div>
      <FieldMessages field={field} hint={hint} />
    </fieldset>
  );
}
