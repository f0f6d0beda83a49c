import { css } from "@emotion/react";
import { fontSize, fontWeight, radius, space } from "../../styles/tokens";

// The alert forms' notices: a warning (refused, failed) and a success, as the lead forms draw theirs, and the
// no-JavaScript notices that only CSS :target (or the page's script, data-returned) shows.

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
  & p {
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

export const targetOnly = css`
  display: none;
  margin-bottom: ${space.lg};
  scroll-margin-top: ${space.xl};
  &:target,
  &[data-returned] {
    display: block;
  }
  [data-answered] & {
    display: none;
  }
`;

export const statusRegion = css`
  margin-bottom: ${space.lg};
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

/** The frame around a subscribe form: a section of its own on the vehicle page, /saved/ and /inventory/. */
export const alertSection = css`
  scroll-margin-top: ${space.lg};
  padding: ${space.xl};
  border: 1px solid var(--color-border);
  border-radius: ${radius.lg};
  background: var(--color-surface);
  & > h2 {
    margin-top: 0;
    font-size: ${fontSize.xl};
  }
  & > p {
    margin: 0 0 ${space.lg};
  }
`;
