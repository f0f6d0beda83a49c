import { css } from "@emotion/react";
import styled from "@emotion/styled";

// Shared measurements of the shell so the top bar, header variants, footer and credit bar line up.
export const SHELL_MAX_WIDTH = "80rem";
/** Below this width the header shows the menu button instead of the navigation. */
export const NAV_BREAKPOINT = "64rem";
export const wideScreen = `@media (min-width: ${NAV_BREAKPOINT})`;
export const narrowScreen = `@media (max-width: calc(${NAV_BREAKPOINT} - 0.02rem))`;
/** From here the header has room for the phone number spelled out beside the navigation. */
export const PHONE_BREAKPOINT = "78rem";
/** The top bar is hidden on phones (its phone number is in the header there). */
export const TOP_BAR_BREAKPOINT = "48rem";

export const ShellContainer = styled.div`
  width: 100%;
  max-width: ${SHELL_MAX_WIDTH};
  margin: 0 auto;
  padding: 0 clamp(1rem, 3vw, 1.5rem);
`;

/** Focus ring for links and buttons on the brand-blue top bar, footer and credit bar. */
export const onShellFocus = css`
  a:focus-visible,
  button:focus-visible {
    outline-color: var(--color-focus-on-shell);
  }
`;

/** The primary call to action ("Get Pre-Approved"). */
export const actionButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.4rem;
  min-height: 44px;
  padding: 0.5rem 1.05rem;
  border-radius: 999px;
  background: var(--color-action);
  color: var(--color-on-action);
  font-size: 0.9375rem;
  font-weight: 700;
  line-height: 1.2;
  text-decoration: none;
  white-space: nowrap;
  box-shadow: 0 1px 2px rgb(0 0 0 / 0.15);
  transition: filter 0.15s ease, transform 0.15s ease;
  &:hover {
    filter: brightness(1.12);
  }
  &:active {
    transform: translateY(1px);
  }
`;

/** Square icon button (menu, close, call) with a 44px target. */
export const iconButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 1px solid var(--color-border);
  border-radius: 10px;
  background: var(--color-surface);
  color: var(--color-text);
  cursor: pointer;
  &:hover {
    background: var(--color-surface-muted);
  }
`;
