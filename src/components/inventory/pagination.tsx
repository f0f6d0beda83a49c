import { css } from "@emotion/react";
import { msg } from "@lingui/core/macro";
import React from "react";
import { paginationItems } from "../../lib/inventory/pagination";
import { inventoryCatalogs } from "../../locales/inventory";
import { fontWeight, radius, space, TOUCH_TARGET } from "../../styles/tokens";
import { useI18n } from "../i18n/locale-context";
import { inlineList } from "../ui/layout";
import { SiteLink } from "../i18n/site-link";

const navStyle = css`
  margin: ${space["2xl"]} 0 0;
  ul {
    ${inlineList(space.xs)};
    justify-content: center;
  }
  a,
  .gap {
    display: inline-flex;
    min-width: ${TOUCH_TARGET};
    min-height: ${TOUCH_TARGET};
    align-items: center;
    justify-content: center;
    padding: 0 ${space.md};
    border-radius: ${radius.md};
    font-weight: ${fontWeight.medium};
  }
  a {
    border: 1px solid var(--color-text-muted);
    background: var(--color-surface);
    color: var(--color-link);
    text-decoration: none;
  }
  a:hover {
    border-color: var(--color-link);
  }
  a[aria-current="page"] {
    border-color: var(--color-action);
    background: var(--color-action);
    color: var(--color-on-action);
  }
  .gap {
    color: var(--color-text-muted);
  }
`;

const pageLabel = (page: number) => msg`Page ${page}`;

export interface PaginationProps {
  current: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  /** The navigation's accessible name; "Pages" in the page's language without one. */
  label?: string;
}

/** Numbered pages with previous / next; real links, so lists are crawlable and work without JavaScript. */
export function Pagination({ current, pageCount, hrefFor, label }: PaginationProps) {
  const i18n = useI18n(inventoryCatalogs);
  const items = paginationItems(current, pageCount);
  if (items.length === 0) return null;
  return (
    <nav css={navStyle} aria-label={label ?? i18n._(msg`Pages`)}>
      <ul>
        {current > 1 && (
          <li>
            <SiteLink to={hrefFor(current - 1)} rel="prev">
              <span aria-hidden="true">‹</span>
              <span className="visually-hidden">{i18n._(msg`Previous page`)}</span>
            </SiteLink>
          </li>
        )}
        {items.map((item) =>
          item.kind === "gap" ? (
            <li key={item.key}>
              <span className="gap" aria-hidden="true">
                …
              </span>
            </li>
          ) : (
            <li key={item.page}>
              <SiteLink
                to={hrefFor(item.page)}
                aria-current={item.current ? "page" : undefined}
                aria-label={i18n._(pageLabel(item.page))}
              >
                {item.page}
              </SiteLink>
            </li>
          ),
        )}
        {current < pageCount && (
          <li>
            <SiteLink to={hrefFor(current + 1)} rel="next">
              <span aria-hidden="true">›</span>
              <span className="visually-hidden">{i18n._(msg`Next page`)}</span>
            </SiteLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
