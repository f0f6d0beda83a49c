import { css } from "@emotion/react";
import React, { useCallback, useEffect, useId, useRef, useState } from "react";
import { forEachWhenIdle } from "../../lib/platform/idle-queue";
import { MenuIcon } from "../ui/icons";
import { narrowPhoneScreen } from "./shell-styles";
import { fontWeight, space, TOUCH_TARGET } from "../../styles/tokens";
import { buttonStyle } from "../ui/button";
import { VISUALLY_HIDDEN } from "../../styles/visually-hidden";
import { msg } from "@lingui/core/macro";
import { useI18n } from "../i18n/locale-context";
import { shellCatalogs } from "../../locales/shell";
import type { MobileMenuPanel as Panel, MobileMenuPanelProps } from "./mobile-menu-panel";

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

// The open menu's code (its panel, focus trap and styles) is not part of the first load: it is fetched in idle
// time once the page is up (so it is there for the first tap, and for the offline copy of the page), and a tap
// before that waits for it. Once per page load; a failed fetch (offline) is tried again on the next tap.
let panelModule: Promise<typeof import("./mobile-menu-panel")> | undefined;
function loadPanel() {
  panelModule ??= import("./mobile-menu-panel").catch((error: unknown) => {
    panelModule = undefined;
    throw error;
  });
  return panelModule;
}

/** The panel's props but its id and close handler, which the menu gives it. */
export type MobileMenuProps = Omit<MobileMenuPanelProps, "id" | "onClose"> & { className?: string };

/**
 * Menu button for small screens and the full-screen menu it opens (mobile-menu-panel.tsx); focus goes back to
 * the menu button when it closes.
 */
export function MobileMenu({ className, ...panelProps }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const [MobileMenuPanel, setPanel] = useState<typeof Panel>();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const dialogId = useId();
  const i18n = useI18n(shellCatalogs);

  const close = useCallback(() => setOpen(false), []);

  useEffect(() => forEachWhenIdle([loadPanel], (load) => void load().catch(() => undefined)), []);

  // Back to the menu button once the menu is gone (after the trap has let go of focus).
  useEffect(() => {
    if (wasOpen.current && !open) buttonRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const openMenu = () =>
    loadPanel().then(
      (module) => {
        setPanel(() => module.MobileMenuPanel);
        setOpen(true);
      },
      () => undefined,
    );

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
        onClick={openMenu}
      >
        <MenuIcon />
        <span css={menuLabel}>{i18n._(msg`Menu`)}</span>
      </button>
      {open && MobileMenuPanel && <MobileMenuPanel id={dialogId} {...panelProps} onClose={close} />}
    </>
  );
}
