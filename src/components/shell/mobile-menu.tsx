import { css, keyframes } from "@emotion/react";
import React, { useCallback, useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import type { HeaderModel } from "../../lib/shell/header-model";
import type { NavItem, NavSection } from "../../lib/shell/nav-items";
import { ActionLink } from "./action-link";
import { BrandLink } from "./brand-link";
import { ColourModeSwitch } from "./colour-mode-switch";
import { CloseIcon, MenuIcon } from "../ui/icons";
import { NavLinks } from "./nav-links";
import { PhoneLink } from "./phone-link";
import { SavedLink } from "../saved/saved-link";
import { narrowPhoneScreen } from "./shell-styles";
import { useFocusTrap } from "./use-focus-trap";
import { HEADER_BREAKPOINTS_REM } from "../../lib/shell/breakpoints";
import { fontWeight, radius, space, TOUCH_TARGET } from "../../styles/tokens";
import { buttonStyle } from "../ui/button";
import { spreadRow } from "../ui/layout";
import { VISUALLY_HIDDEN } from "../../styles/visually-hidden";
import { msg } from "@lingui/core/macro";
import { LocalizedSpan } from "../i18n/localized-span";
import { useI18n, useLocale } from "../i18n/locale-context";
import { shellCatalogs } from "../../locales/shell";

/**
 * Above everything else on the page, including the header (docs/site-shell.md#header-variants).
 * @internal exported for the header tests, which check the open menu is drawn at it
 */
export const MOBILE_MENU_Z_INDEX = 2001;

const iconButton = buttonStyle({ variant: "icon" });

const menuButton = css`
  position: relative;
  width: auto;
  min-width: ${TOUCH_TARGET};
  gap: ${space.xs};
  padding: 0 ${space.md};
  font: inherit;
  font-weight: ${fontWeight.bold};
`;

// On phones the word gives its room to the business name; it stays the button's name.
const menuLabel = css`
  ${narrowPhoneScreen} {
    ${VISUALLY_HIDDEN}
  }
`;

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

export interface MobileMenuProps {
  items: NavItem[];
  current: NavSection | undefined;
  businessName: string;
  /** Shown instead of the business name on phones (site settings `shortName`). */
  shortName?: string;
  phone: string;
  /** The call to action button, when the header shows one. */
  action?: HeaderModel["action"];
  className?: string;
}

/**
 * Menu button for small screens and the full-screen menu it opens: close button, Escape, focus kept
 * inside, closes when a link is chosen, and focus goes back to the menu button when it closes.
 */
export function MobileMenu({ items, current, businessName, shortName, phone, action, className }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const dialogId = useId();
  const i18n = useI18n(shellCatalogs);
  const locale = useLocale();

  const close = useCallback(() => setOpen(false), []);

  useFocusTrap(dialogRef, open, close, closeRef);

  // Back to the menu button once the menu is gone (after the trap has let go of focus).
  useEffect(() => {
    if (wasOpen.current && !open) buttonRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  useEffect(() => {
    if (!open) return;
    // Keep the page behind still, and close if the window grows past the phone layout.
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = "hidden";
    const wide = window.matchMedia(`(min-width: ${HEADER_BREAKPOINTS_REM[locale].nav}rem)`);
    const onChange = () => wide.matches && setOpen(false);
    wide.addEventListener("change", onChange);
    return () => {
      root.style.overflow = previousOverflow;
      wide.removeEventListener("change", onChange);
    };
  }, [open, locale]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        css={[iconButton, menuButton]}
        className={className}
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-controls={open ? dialogId : undefined}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
        <span css={menuLabel}>{i18n._(msg`Menu`)}</span>
      </button>
      {open &&
        createPortal(
          <div
            ref={dialogRef}
            id={dialogId}
            role="dialog"
            aria-modal="true"
            aria-label={i18n._(msg`Site menu`)}
            css={overlay}
          >
            <div css={topRow}>
              <BrandLink name={businessName} shortName={shortName} onClick={close} />
              <button
                ref={closeRef}
                type="button"
                css={iconButton}
                aria-label={i18n._(msg`Close menu`)}
                onClick={close}
              >
                <CloseIcon size={22} />
              </button>
            </div>
            <div css={body}>
              <nav aria-label={i18n._(msg`Main`)}>
                <NavLinks items={items} current={current} appearance="stacked" onNavigate={close} />
              </nav>
              <div css={actions}>
                {action && (
                  <ActionLink to={action.to} onClick={close}>
                    <LocalizedSpan text={action.label} />
                  </ActionLink>
                )}
                <SavedLink appearance="menu" onClick={close} />
                <PhoneLink phone={phone} css={callButton} />
              </div>
              <ColourModeSwitch />
            </div>
          </div>,
          document.body,
        )}
    </>
  );
}
