import { css } from "@emotion/react";
import { msg } from "@lingui/core/macro";
import React from "react";
import { telHref } from "../../lib/format";
import type { ActiveFilter } from "../../lib/inventory/active-filters";
import type { InventoryQuery } from "../../lib/inventory/query";
import { inventoryCatalogs } from "../../locales/inventory";
import { ActiveFilterChips } from "./active-filter-chips";
import { fontSize, radius, space } from "../../styles/tokens";
import { useI18n } from "../i18n/locale-context";
import { withTags } from "../i18n/with-tags";
import { SiteLink } from "../i18n/site-link";

const noResultsStyle = css`
  padding: ${space.xl};
  border: 1px dashed var(--color-border);
  border-radius: ${radius.lg};
  background: var(--color-surface);
  h2 {
    margin: 0 0 ${space.sm};
    font-size: ${fontSize.xl};
  }
  p {
    margin: ${space.md} 0;
  }
`;

export interface NoResultsProps {
  /** Filters to loosen, most helpful first, with how many vehicles each removal would show. */
  suggestions: Array<ActiveFilter & { count: number }>;
  clearHref: string;
  phone: string;
  onChange: (query: InventoryQuery) => void;
}

/** Nothing matched: offer to loosen the filters one by one, to clear them, or to call. */
export function NoResults({ suggestions, clearHref, phone, onChange }: NoResultsProps) {
  const i18n = useI18n(inventoryCatalogs);
  const useful = suggestions.filter((suggestion) => suggestion.count > 0);
  return (
    <div css={noResultsStyle}>
      <h2>{i18n._(msg`No vehicles match all of those filters`)}</h2>
      {useful.length > 0 ? (
        <>
          <p>{i18n._(msg`Try removing one of them:`)}</p>
          <ActiveFilterChips
            filters={useful}
            counts={Object.fromEntries(useful.map((s) => [s.id, s.count]))}
            onRemove={onChange}
          />
        </>
      ) : (
        <p>{i18n._(msg`Try fewer filters or a shorter search.`)}</p>
      )}
      <p>
        <SiteLink to={clearHref}>{i18n._(msg`Clear all filters`)}</SiteLink>
      </p>
      <p>
        {withTags(
          i18n._(
            msg`Looking for something specific? Call us at <0>${phone}</0>: new vehicles arrive every week and we can find the right one for you.`,
          ),
          [(text) => <a href={telHref(phone)}>{text}</a>],
        )}
      </p>
    </div>
  );
}
