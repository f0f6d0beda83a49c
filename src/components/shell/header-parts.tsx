import { css } from "@emotion/react";
import React from "react";
import type { SiteSettings } from "../../lib/content/site-settings-schema";
import { telHref } from "../../lib/format";
import type { HeaderModel } from "../../lib/shell/header-model";
import type { NavItem, NavSection } from "../../lib/shell/nav-items";
import { space } from "../../styles/tokens";
import { VISUALLY_HIDDEN } from "../../styles/visually-hidden";
import { buttonStyle } from "../ui/button";
import { PhoneIcon } from "../ui/icons";
import { SavedLink } from "../saved/saved-link";
import { ColourModeSwitch } from "./colour-mode-switch";
import { MobileMenu } from "./mobile-menu";
import { headerAbove, headerBelow } from "./shell-styles";
import { msg } from "@lingui/core/macro";
import { useI18n } from "../i18n/locale-context";
import { shellCatalogs } from "../../locales/shell";

// Where each part shows depends on the page's language: longer words need a wider window (headerBreakpointsOf).
const HIDDEN = "display: none !important;";

/** Shown only where the full navigation fits. */
export const wideOnly = css`
  ${headerBelow("nav", HIDDEN)}
`;

/** Shown only where the menu button replaces the navigation. */
export const narrowOnly = css`
  ${headerAbove("nav", HIDDEN)}
`;

/** The spelled-out phone number, where it fits next to the navigation. */
export const phoneWide = css`
  ${headerBelow("phone", HIDDEN)}
`;

/** The phone icon button, wherever the spelled-out number does not fit. */
const phoneNarrow = css`
  ${headerAbove("phone", HIDDEN)}
`;

/** The colour switch's word ("Dark mode"), where it fits; below, the switch alone (the word stays its name). */
const switchWordWide = css`
  ${headerBelow("switchLabel", `& > span:first-of-type { ${VISUALLY_HIDDEN} }`)}
`;

export const headerBase = css`
  position: relative;
  background: var(--color-surface);
  color: var(--color-text);
  border-bottom: 1px solid var(--color-border);
  box-shadow: 0 1px 3px rgb(0 0 0 / 0.06);
`;

/** The header's main row: brand, navigation and tools on one line. */
export const headerRow = css`
  display: flex;
  align-items: center;
  gap: ${space.md};
  min-height: 4.5rem;
  padding-top: ${space.sm};
  padding-bottom: ${space.sm};
`;

/** The inline navigation pushes the tools to the right edge. */
export const headerNav = css`
  flex: none;
  margin-left: auto;
`;

/** Phone icon button where the number does not fit: one tap to call, the number as its accessible name. */
export function CallButton({ phone, className }: { phone: string; className?: string }) {
  const i18n = useI18n(shellCatalogs);
  return (
    <a
      href={telHref(phone)}
      css={[buttonStyle({ variant: "icon" }), phoneNarrow]}
      className={className}
      aria-label={i18n._(msg`Call ${phone}`)}
    >
      <PhoneIcon size={20} />
    </a>
  );
}

export interface SiteMenuProps {
  site: Pick<SiteSettings, "businessName" | "shortName" | "phone">;
  items: NavItem[];
  section?: NavSection;
  action?: HeaderModel["action"];
}

/** The Menu button and its panel, where the navigation does not fit. */
export function SiteMenu({ site, items, section, action }: SiteMenuProps) {
  return (
    <MobileMenu
      css={narrowOnly}
      items={items}
      current={section}
      businessName={site.businessName}
      shortName={site.shortName}
      phone={site.phone}
      action={action}
    />
  );
}

/** The end of a one-row header: the colour switch where there is room, else the call and Menu buttons. */
export function HeaderEndTools(props: SiteMenuProps) {
  return (
    <>
      <SavedLink />
      <ColourModeSwitch css={[wideOnly, switchWordWide]} />
      <CallButton phone={props.site.phone} />
      <SiteMenu {...props} />
    </>
  );
}
