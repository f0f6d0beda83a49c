import { css } from "@emotion/react";
import { msg } from "@lingui/core/macro";
import React from "react";
import { vehicleCardCatalogs } from "../../locales/vehicle-card";
import { useI18n } from "../i18n/locale-context";
import { radius, shadow } from "../../styles/tokens";
import { buttonStyle } from "../ui/button";
import { HeartIcon } from "../ui/icons";
import { useHydrated } from "../ui/use-hydrated";
import { toggleSavedVehicle, useSavedList } from "./saved-store";

const look = css`
  border-radius: ${radius.round};
  box-shadow: ${shadow.raised};
  &[hidden] {
    display: none;
  }
  &[aria-pressed="true"] {
    color: var(--color-danger);
    border-color: var(--color-danger);
  }
`;

// Composed once (see buttonStyle): every vehicle card has one.
const saveButtonLook = css([buttonStyle({ variant: "icon" }), look]);

export interface SaveButtonProps {
  stockNumber: string;
  /** "2019 Honda Civic EX": the button is "Save 2019 Honda Civic EX", pressed when saved. */
  title: string;
  /** Places it; the parent reserves the spot (a photo corner), so it appears without moving anything. */
  className?: string;
}

/**
 * The heart toggle. Saving needs JavaScript, so the static HTML's button is hidden until hydration; it is
 * rendered all the same so that its CSS is in the page's <head> and showing it inserts no style.
 */
export function SaveButton({ stockNumber, title, className }: SaveButtonProps) {
  const hydrated = useHydrated();
  const saved = useSavedList().includes(stockNumber);
  // In the cards' catalog (lingui.config.ts): every page with this button draws cards, the vehicle page too.
  const i18n = useI18n(vehicleCardCatalogs);
  return (
    <button
      type="button"
      hidden={!hydrated}
      css={saveButtonLook}
      className={className}
      aria-pressed={saved}
      aria-label={i18n._(msg`Save ${title}`)}
      onClick={() => toggleSavedVehicle(stockNumber)}
    >
      <HeartIcon size={22} filled={saved} />
    </button>
  );
}
