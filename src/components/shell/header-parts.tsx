import { css } from "@emotion/react";
import React from "react";
import { telHref } from "../../lib/format";
import { PhoneIcon } from "../ui/icons";
import { iconButton, narrowScreen, PHONE_BREAKPOINT, wideScreen } from "./shell-styles";

/** Shown only where the full navigation fits. */
export const wideOnly = css`
  ${narrowScreen} {
    display: none !important;
  }
`;

/** Shown only where the menu button replaces the navigation. */
export const narrowOnly = css`
  ${wideScreen} {
    display: none !important;
  }
`;

/** The spelled-out phone number, where it fits next to the navigation. */
export const phoneWide = css`
  @media (max-width: calc(${PHONE_BREAKPOINT} - 0.02rem)) {
    display: none !important;
  }
`;

/** The phone icon button, wherever the spelled-out number does not fit. */
const phoneNarrow = css`
  @media (min-width: ${PHONE_BREAKPOINT}) {
    display: none !important;
  }
`;

export const headerBase = css`
  position: relative;
  background: var(--color-surface);
  color: var(--color-text);
  border-bottom: 1px solid var(--color-border);
  box-shadow: 0 1px 3px rgb(0 0 0 / 0.06);
`;

/** Phone icon button where the number does not fit: one tap to call, the number as its accessible name. */
export function CallButton({ phone, className }: { phone: string; className?: string }) {
  return (
    <a href={telHref(phone)} css={[iconButton, phoneNarrow]} className={className} aria-label={`Call ${phone}`}>
      <PhoneIcon size={20} />
    </a>
  );
}
