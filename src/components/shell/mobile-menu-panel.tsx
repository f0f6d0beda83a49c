import { css, keyframes } from "@emotion/react";
import React, { useEffect, useRef } from "react";
import { createPortal } from "react-dom";
import type { HeaderModel } from "../../lib/shell/header-model";
import type { NavItem, NavSection } from "../../lib/shell/nav-items";
import { ActionLink } from "./action-link";
import { BrandLink } from "./brand-link";
import { ColourModeSwitch } from "./colour-mode-switch";
import { CloseIcon } from "../ui/icons";
import { NavLinks } from "./nav-links";
import { PhoneLink } from "./phone-link";
import { SavedLink } from "../saved/saved-link";
import { useFocusTrap } from "./use-focus-trap";
import { headerBreakpointsOf } from "../../lib/shell/breakpoints";
import { radius, space } from "../../styles/tokens";
import { buttonStyle } from "../ui/button";
import { spreadRow } from "../ui/layout";
import { msg } from "@lingui/core/macro";
import { LocalizedSpan } from "../i18n/localized-span";
import { useI18n, useLocale } from "../i18n/locale-context";
import { shellCatalogs } from "../../locales/shell";

/**
 * Above everything else on the page, including the header (docs/architecture.md#header-variants). The header
 * tests check the open menu is drawn at it.
 */
export const MOBILE_MENU_Z_INDEX = 2001;

const iconButton = buttonStyle({ variant: "icon" });

const slideIn = keyframes`
  from {
    opacity: 0;
    transform: translateY(-0.5rem);
  }
`;

const overlay = css`
  position: fixed;
  inset: 0;
  z-index: ${MOBILE_MENU_Z_INDEX};
  display: flex;
  flex-direction: column;
  overflow-y: auto;
  overscroll-behavior: contain;
  background: var(--color-surface);
  color: var(--color-text);
  animation: ${slideIn} 0.12s ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const topRow = css`
  ${spreadRow(space.lg)};
  padding: 0.75rem clamp(1rem, 4vw, 2rem);
  border-bottom: 1px solid var(--color-border);
`;

const body = css`
  display: flex;
  flex-direction: column;
  gap: ${space.xl};
  width: 100%;
  max-width: 32rem;
  margin: 0 auto;
  padding: 1.5rem clamp(1rem, 4vw, 2rem) 2rem;
`;

const actions = css`
  display: grid;
  gap: ${space.md};
  padding-top: ${space.xl};
  border-top: 1px solid var(--color-border);
  > a {
    justify-content: center;
  }
`;

const callButton = css`
  justify-content: center;
  border: 2px solid var(--color-border);
  border-radius: ${radius.pill};
  min-height: 48px;
`;

export interface MobileMenuPanelProps {
  id: string;
  items: NavItem[];
  current: NavSection | undefined;
  businessName: string;
  /** Shown instead of the business name on phones (site settings `shortName`). */
  shortName?: string;
  phone: string;
  /** The call to action button, when the header shows one. */
  action?: HeaderModel["action"];
  onClose: () => void;
}

/**
 * The open mobile menu (mobile-menu.tsx loads it after the page): full screen, focus kept inside, Escape and
 * the close button close it, and so does a chosen link or a window grown past the phone layout.
 */
export function MobileMenuPanel({
  id,
  items,
  current,
  businessName,
  shortName,
  phone,
  action,
  onClose,
}: MobileMenuPanelProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const i18n = useI18n(shellCatalogs);
  const locale = useLocale();

  useFocusTrap(dialogRef, true, onClose, closeRef);

  useEffect(() => {
    // Keep the page behind still, and close if the window grows past the phone layout.
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = "hidden";
    const wide = window.matchMedia(`(min-width: ${headerBreakpointsOf(locale).nav}rem)`);
    const onChange = () => wide.matches && onClose();
    wide.addEventListener("change", onChange);
    return () => {
      root.style.overflow = previousOverflow;
      wide.removeEventListener("change", onChange);
    };
  }, [locale, onClose]);

  return createPortal(
    <div ref={dialogRef} id={id} role="dialog" aria-modal="true" aria-label={i18n._(msg`Site menu`)} css={overlay}>
      <div css={topRow}>
        <BrandLink name={businessName} shortName={shortName} onClick={onClose} />
        <button ref={closeRef} type="button" css={iconButton} aria-label={i18n._(msg`Close menu`)} onClick={onClose}>
          <CloseIcon size={22} />
        </button>
      </div>
      <div css={body}>
        <nav aria-label={i18n._(msg`Main`)}>
          <NavLinks items={items} current={current} appearance="stacked" onNavigate={onClose} />
        </nav>
        <div css={actions}>
          {action && (
            <ActionLink to={action.to} onClick={onClose}>
              <LocalizedSpan text={action.label} />
            </ActionLink>
          )}
          <SavedLink appearance="menu" onClick={onClose} />
          <PhoneLink phone={phone} css={callButton} />
        </div>
        <ColourModeSwitch />
      </div>
    </div>,
    document.body,
  );
}
