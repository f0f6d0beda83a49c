import { css } from "@emotion/react";
import { fontSize, fontWeight, radius, space } from "../../styles/tokens";

// How every endpoint form (a lead's, an alert's) draws its answers: a warning (refused, failed) and a success, the
// live region they appear in, and the no-JavaScript notices that only CSS :target (or the page's script,
// data-returned) shows.

export const noticeStyle = css`
  padding: ${space.lg};
  border-radius: ${radius.md};
  border-left: ${space.xs} solid var(--color-warning-text);
  background: var(--color-warning-bg);
  color: var(--color-warning-text);
  & a {
    color: inherit;
    font-weight: ${fontWeight.bold};
  }
  & h2,
  & h3 {
    margin: 0 0 ${space.xs};
    font-size: ${fontSize.lg};
  }
  & p,
  & ul {
    margin: ${space["2xs"]} 0 0;
  }
  &:focus {
    outline: var(--focus-ring);
    outline-offset: 2px;
  }
`;

export const successStyle = css`
  ${noticeStyle};
  border-left-color: var(--color-success);
  background: var(--color-surface-muted);
  color: var(--color-text);
  & h2,
  & h3 {
    color: var(--color-success);
  }
`;

/**
 * Shown only when the page was reached through the no-JavaScript redirect (`#contact-form-sent`): CSS :target is
 * the one way a static page can react to the outcome without JavaScript. Hidden again once the form answered.
 */
export const targetOnlyStyle = (gap: string) => css`
  display: none;
  margin-bottom: ${gap};
  scroll-margin-top: ${space.xl};
  &:target,
  &[data-returned] {
    display: block;
  }
  [data-answered] & {
    display: none;
  }
`;

/** The live region an answer appears in (it takes the focus); nothing takes room while it is empty. */
export const statusRegionStyle = (gap: string) => css`
  margin-bottom: ${gap};
  &:empty {
    margin: 0;
  }
  &:focus {
    outline: none;
  }
  &:focus-visible > * {
    outline: var(--focus-ring);
    outline-offset: 2px;
  }
`;
