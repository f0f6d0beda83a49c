import { css } from "@emotion/react";
import { msg } from "@lingui/core/macro";
import React from "react";
import type { ActiveFilter } from "../../lib/inventory/active-filters";
import type { InventoryQuery } from "../../lib/inventory/query";
import { inventoryCatalogs } from "../../locales/inventory";
import { fontSize, fontWeight, radius, space } from "../../styles/tokens";
import { useI18n } from "../i18n/locale-context";
import { inlineList } from "../ui/layout";

const chipListStyle = css`
  ${inlineList(space.xs)};
  button {
    display: inline-flex;
    min-height: 36px;
    align-items: center;
    gap: ${space.xs};
    padding: ${space["2xs"]} ${space.md};
    border: 1px solid var(--color-action);
    border-radius: ${radius.pill};
    background: var(--color-badge-bg);
    color: var(--color-badge-text);
    font: inherit;
    font-size: ${fontSize.sm};
    font-weight: ${fontWeight.medium};
    cursor: pointer;
  }
  .x {
    font-size: ${fontSize.lg};
    line-height: 1;
  }
`;

/** The filters in use as buttons that each take one filter away. */
export function ActiveFilterChips({
  filters,
  onRemove,
  counts,
}: {
  filters: ActiveFilter[];
  onRemove: (query: InventoryQuery) => void;
  /** With a number, each chip says how many vehicles removing it would show (the no-results state). */
  counts?: Record<string, number>;
}) {
  const i18n = useI18n(inventoryCatalogs);
  if (filters.length === 0) return null;
  return (
    <ul css={chipListStyle} aria-label={i18n._(msg`Filters in use`)}>
      {filters.map((filter) => {
        const count = counts?.[filter.id];
        const label = filter.label;
        const text = count === undefined ? label : i18n._(msg`${label} (${count} without it)`);
        return (
          <li key={filter.id}>
            <button
              type="button"
              aria-label={i18n._(msg`Remove filter: ${text}`)}
              onClick={() => onRemove(filter.without)}
            >
              {text}
              <span className="x" aria-hidden="true">
                ×
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
