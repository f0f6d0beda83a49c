import { css } from "@emotion/react";
import { radius } from "../../styles/tokens";

/** The framed box a wide table scrolls sideways in (focusable, so the keyboard can scroll it too). */
export const tableScroller = css`
  overflow-x: auto;
  border: 1px solid var(--color-border);
  border-radius: ${radius.lg};
  background: var(--color-surface);
  &:focus-visible {
    outline: var(--focus-ring);
    outline-offset: 2px;
  }
`;
