import { css } from "@emotion/react";
import { msg, plural } from "@lingui/core/macro";
import React, { useState } from "react";
import { inventoryCatalogs } from "../../locales/inventory";
import { fontSize, fontWeight, radius, space, TOUCH_TARGET } from "../../styles/tokens";
import { FieldGroup } from "../ui/field";
import { useI18n } from "../i18n/locale-context";
import { choiceBoxStyle } from "../ui/field-styles";

// What the filters panel adds to the ui/ fields: two selects side by side, checkbox chips with counts and
// groups that fold away.

// Two selects side by side where both fit, else one above the other: a select cannot wrap its text, so a
// choice wider than its column ("2019 or newer", "2019 o más reciente", "Sin máximo" in the 15.5rem of the
// desktop sidebar) would be cut off. The minimums are the widest choice plus padding and the arrow (measured
// in Chromium, system-ui 16px); `data-wide` marks a pair whose choices are words, not just a price.
export const pairStyle = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 8.5rem), 1fr));
  gap: ${space.sm};
  &[data-wide] {
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 11rem), 1fr));
  }
  & > * {
    min-width: 0;
  }
`;

const chipListStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
`;

// The ui choice box as a pill; a chosen one takes the badge colours.
const chipStyle = css`
  ${choiceBoxStyle};
  min-height: 40px;
  gap: ${space.xs};
  padding: ${space["2xs"]} ${space.md} ${space["2xs"]} ${space.sm};
  border-radius: ${radius.pill};
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.book};
  &:has(input:checked) {
    border-color: var(--color-action);
    background: var(--color-badge-bg);
    color: var(--color-badge-text);
    font-weight: ${fontWeight.bold};
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
    <FieldGroup legend={legend} hideLegend={hideLegend}>
      <div css={chipListStyle}>
        {options.map((option) => (
          <label key={option.value} css={chipStyle}>
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
          </label>
        ))}
      </div>
    </FieldGroup>
  );
}

const foldStyle = css`
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
  const i18n = useI18n(inventoryCatalogs);
  const [open, setOpen] = useState(chosen > 0);
  return (
    <details css={foldStyle} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        {title}
        {chosen > 0 && (
          <span className="chosen">{i18n._(msg`${plural(chosen, { one: "# chosen", other: "# chosen" })}`)}</span>
        )}
      </summary>
      <div>{children}</div>
    </details>
  );
}
