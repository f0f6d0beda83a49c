import { css } from "@emotion/react";
import { above, fontSize, fontWeight, radius, space, TOUCH_TARGET } from "../../styles/tokens";
import { panelStyle } from "../ui/panel";

// Layout of /inventory/: a search bar, the filter column (folded away on a phone) and the results.
const WIDE = above("lg");

export const searchBarStyle = css`
  display: flex;
  gap: ${space.sm};
  margin-bottom: ${space.md};
  input {
    flex: 1;
    min-width: 0;
    min-height: 3rem;
    padding: ${space.sm} ${space.md};
    /* 3:1 against the page like every form control (WCAG 1.4.11). */
    border: 1px solid var(--color-text-muted);
    border-radius: ${radius.md};
    background: var(--color-surface);
    color: var(--color-text);
    font: inherit;
  }
`;

export const filtersToggleStyle = css`
  margin-bottom: ${space.md};
  button {
    width: 100%;
  }
  ${WIDE} {
    display: none;
  }
`;

export const layoutStyle = css`
  display: grid;
  gap: ${space.xl};
  ${WIDE} {
    grid-template-columns: 17.5rem minmax(0, 1fr);
    align-items: start;
    gap: ${space["2xl"]};
  }
`;

export const filtersFormStyle = css`
  ${panelStyle};
  padding: ${space.lg};
  /* On a phone the panel folds away behind the Filters button. */
  &[data-open="false"] {
    display: none;
  }
  ${WIDE} {
    position: sticky;
    top: ${space.lg};
    max-height: calc(100vh - ${space["2xl"]});
    overflow-y: auto;
    &[data-open="false"] {
      display: block;
    }
  }
  .panel-head {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    margin-bottom: ${space.md};
  }
  .panel-head h2 {
    margin: 0;
    font-size: ${fontSize.lg};
  }
  .panel-actions {
    position: sticky;
    bottom: 0;
    margin: ${space.lg} -${space.lg} -${space.lg};
    padding: ${space.md} ${space.lg} ${space.lg};
    border-top: 1px solid var(--color-border);
    background: var(--color-surface);
  }
  .panel-actions button {
    width: 100%;
  }
  /* With JavaScript the results follow every change on a wide screen, so the button is only for phones. */
  ${WIDE} {
    &[data-enhanced="true"] .panel-actions {
      display: none;
    }
  }
  .noscript {
    margin: 0 0 ${space.lg};
    color: var(--color-text-muted);
    font-size: ${fontSize.sm};
  }
`;

export const resultsStyle = css`
  min-width: 0;
  .toolbar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${space.md};
    margin-bottom: ${space.md};
  }
  .count {
    margin: 0;
    font-weight: ${fontWeight.bold};
    font-size: ${fontSize.lg};
  }
  .chips {
    margin-bottom: ${space.lg};
  }
  .busy {
    opacity: 0.45;
    pointer-events: none;
  }
`;

export const problemStyle = css`
  margin: 0 0 ${space.lg};
  padding: ${space.lg};
  border-radius: ${radius.md};
  background: var(--color-warning-bg);
  color: var(--color-warning-text);
  button {
    min-height: ${TOUCH_TARGET};
    margin-left: ${space.sm};
  }
`;
