import styled from "@emotion/styled";
import React, { useState } from "react";
import { fontSize, fontWeight, radius, space, TOUCH_TARGET } from "../../styles/tokens";

// Form controls of the filters panel: labelled selects, checkbox chips and collapsible groups.

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space["2xs"]};
  label,
  legend {
    font-weight: ${fontWeight.medium};
    font-size: ${fontSize.md};
  }
`;

export const FieldGroup = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${space["2xs"]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${space["2xs"]};
    padding: 0;
    font-weight: ${fontWeight.medium};
    font-size: ${fontSize.md};
  }
`;

export const Select = styled.select`
  width: 100%;
  min-height: ${TOUCH_TARGET};
  padding: ${space.sm} ${space.sm};
  border: 1px solid var(--color-text-muted);
  border-radius: ${radius.md};
  background: var(--color-surface);
  color: var(--color-text);
  font: inherit;
`;

export const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space.sm};
`;

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    margin-bottom: ${space.xs};
    padding: 0;
  }
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
`;

const Chip = styled.label`
  display: inline-flex;
  min-height: 40px;
  align-items: center;
  gap: ${space.xs};
  padding: ${space["2xs"]} ${space.md} ${space["2xs"]} ${space.sm};
  border: 1px solid var(--color-text-muted);
  border-radius: ${radius.pill};
  background: var(--color-surface);
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.book} !important;
  cursor: pointer;
  input {
    width: 1.125rem;
    height: 1.125rem;
    margin: 0;
    accent-color: var(--color-action);
  }
  &:has(input:checked) {
    border-color: var(--color-action);
    background: var(--color-badge-bg);
    color: var(--color-badge-text);
    font-weight: ${fontWeight.bold} !important;
  }
  &:has(input:focus-visible) {
    outline: var(--focus-ring);
    outline-offset: 2px;
  }
  .count {
    color: inherit;
    opacity: 0.85;
    font-size: ${fontSize.xs};
  }
`;

export interface ChoiceOption {
  value: string;
  label: string;
  count?: number;
}

export const withCount = (label: string, count: number | undefined) =>
  count === undefined ? label : `${label} (${count})`;

export function CheckboxGroup({
  legend,
  name,
  options,
  selected,
  onToggle,
  hideLegend = false,
}: {
  hideLegend?: boolean;
  legend: string;
  name: string;
  options: ChoiceOption[];
  selected: readonly string[];
  onToggle: (value: string, checked: boolean) => void;
}) {
  return (
    <Fieldset>
      <legend className={hideLegend ? "visually-hidden" : undefined}>{legend}</legend>
      <Chips>
        {options.map((option) => (
          <Chip key={option.value}>
            <input
              type="checkbox"
              name={name}
              value={option.value}
              checked={selected.includes(option.value)}
              onChange={(event) => onToggle(option.value, event.currentTarget.checked)}
            />
            {option.label}
            {option.count !== undefined && (
              <>
                {" "}
                <span className="count">({option.count})</span>
              </>
            )}
          </Chip>
        ))}
      </Chips>
    </Fieldset>
  );
}

const Details = styled.details`
  border-top: 1px solid var(--color-border);
  padding-top: ${space.md};
  summary {
    display: flex;
    min-height: ${TOUCH_TARGET};
    align-items: center;
    justify-content: space-between;
    font-weight: ${fontWeight.bold};
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary::after {
    content: "+";
    font-size: ${fontSize.xl};
    font-weight: ${fontWeight.regular};
  }
  &[open] summary::after {
    content: "−";
  }
  .chosen {
    margin-left: auto;
    margin-right: ${space.md};
    color: var(--color-link);
    font-size: ${fontSize.sm};
    font-weight: ${fontWeight.medium};
  }
  & > div {
    padding: ${space["2xs"]} 0 ${space.sm};
  }
`;

/** A filter group that folds away; it starts open when something in it is chosen. */
export function FoldingGroup({
  title,
  chosen,
  children,
}: {
  title: string;
  chosen: number;
  children: React.ReactNode;
}) {
  const [open, setOpen] = useState(chosen > 0);
  return (
    <Details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        {title}
        {chosen > 0 && <span className="chosen">{chosen} chosen</span>}
      </summary>
      <div>{children}</div>
    </Details>
  );
}
