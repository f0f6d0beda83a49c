import { css } from "@emotion/react";
import React from "react";
import { ariaCurrentFor, type NavItem, type NavSection } from "../../lib/shell/nav-items";
import { fontSize, fontWeight, radius, space, TOUCH_TARGET } from "../../styles/tokens";
import { useI18n } from "../i18n/locale-context";
import { shellCatalogs } from "../../locales/shell";
import { SiteLink } from "../i18n/site-link";

export type NavAppearance = "inline" | "tabs" | "stacked";

const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
`;

const listStyles: Record<NavAppearance, ReturnType<typeof css>> = {
  inline: css`
    gap: ${space["3xs"]};
    align-items: center;
  `,
  tabs: css`
    gap: clamp(0.5rem, 2vw, 2rem);
    justify-content: center;
  `,
  stacked: css`
    flex-direction: column;
    gap: ${space["2xs"]};
  `,
};

const link = css`
  position: relative;
  display: flex;
  align-items: center;
  min-height: ${TOUCH_TARGET};
  color: var(--color-text);
  font-weight: ${fontWeight.medium};
  text-decoration: none;
  border-radius: ${radius.md};
  &[aria-current="page"] {
    color: var(--color-link);
  }
`;

const linkStyles: Record<NavAppearance, ReturnType<typeof css>> = {
  inline: css`
    padding: 0 ${space.sm};
    &:hover {
      background: var(--color-surface-muted);
    }
    &[aria-current="page"]::after {
      content: "";
      position: absolute;
      left: ${space.sm};
      right: ${space.sm};
      bottom: 4px;
      height: 3px;
      border-radius: ${radius.sm};
      background: currentColor;
    }
  `,
  tabs: css`
    padding: 0 ${space.sm};
    font-size: ${fontSize.sm};
    letter-spacing: 0.08em;
    text-transform: uppercase;
    min-height: 52px;
    &:hover {
      color: var(--color-link);
    }
    &[aria-current="page"]::after {
      content: "";
      position: absolute;
      left: 0;
      right: 0;
      bottom: 0;
      height: 4px;
      border-radius: 4px 4px 0 0;
      background: currentColor;
    }
  `,
  stacked: css`
    padding: 0 ${space.lg};
    min-height: 56px;
    font-size: ${fontSize["2xl"]};
    border-radius: ${radius.lg};
    &:hover {
      background: var(--color-surface-muted);
    }
    &[aria-current="page"] {
      background: var(--color-badge-bg);
      color: var(--color-badge-text);
    }
    &[aria-current="page"]::before {
      content: "";
      position: absolute;
      left: 0;
      top: 12px;
      bottom: 12px;
      width: 4px;
      border-radius: ${radius.sm};
      background: currentColor;
    }
  `,
};

export interface NavLinksProps {
  items: NavItem[];
  current: NavSection | undefined;
  appearance: NavAppearance;
  /** Extra style for one section's link (the financing-first header makes Financing a pill). */
  highlight?: { section: NavItem["section"]; style: ReturnType<typeof css> };
  onNavigate?: () => void;
}

/** The nav list; the current section's link carries `aria-current="page"` (set here, not by the router). */
export function NavLinks({ items, current, appearance, highlight, onNavigate }: NavLinksProps) {
  const i18n = useI18n(shellCatalogs);
  return (
    <ul css={[list, listStyles[appearance]]}>
      {items
        .filter((item) => appearance !== "inline" || !item.notInline)
        .map((item) => (
          <li key={item.section}>
            <SiteLink
              to={item.to}
              aria-current={ariaCurrentFor(item, current)}
              css={[link, linkStyles[appearance], highlight?.section === item.section && highlight.style]}
              onClick={onNavigate}
            >
              {i18n._(item.label)}
            </SiteLink>
          </li>
        ))}
    </ul>
  );
}
