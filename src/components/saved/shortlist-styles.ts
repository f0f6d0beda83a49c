import { css } from "@emotion/react";
import { fontSize, radius, space } from "../../styles/tokens";

/**
 * Where the saved list or the comparison shows. The list is read from this browser's storage and the prices are
 * fetched only after the page has painted, so the area is a whole screen tall from the first paint: whatever
 * follows it (the footer) starts below the fold, and nothing in view moves when the list arrives (no layout
 * shift). `vh` is the tallest viewport (browser bars hidden), so no phone shows the footer early either.
 */
export const listArea = css`
  min-height: 100vh;
`;

/** The message boxes of /saved/ and /compare/ (loading, empty, problems): one height, so states swap in place. */
export const stateBox = css`
  min-height: 6rem;
  margin: 0 0 ${space.xl};
  padding: ${space.lg};
  border: 1px solid var(--color-border);
  border-radius: ${radius.md};
  background: var(--color-surface);
  p {
    margin: 0 0 ${space.sm};
  }
  p:last-child {
    margin-bottom: 0;
  }
`;

export const notice = css`
  margin: 0 0 ${space.lg};
  padding: ${space.md} ${space.lg};
  border-radius: ${radius.md};
  background: var(--color-warning-bg);
  color: var(--color-warning-text);
  font-size: ${fontSize.md};
  p {
    margin: 0;
  }
`;
