import { css } from "@emotion/react";
import styled from "@emotion/styled";

// Buttons and button-styled links of the vehicle pages: one primary look, one secondary look, 44px targets.
export const buttonBase = css`
  display: inline-flex;
  min-height: 44px;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  padding: 0.5rem 1.125rem;
  border-radius: 8px;
  font: inherit;
  font-weight: 700;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
`;

export const primaryButton = css`
  ${buttonBase};
  border: 2px solid var(--color-action);
  background: var(--color-action);
  color: var(--color-on-action);
  &:hover {
    filter: brightness(1.08);
  }
`;

export const secondaryButton = css`
  ${buttonBase};
  border: 2px solid var(--color-border);
  background: var(--color-surface);
  color: var(--color-text);
  &:hover {
    border-color: var(--color-link);
  }
`;

/** Action buttons two to a row; the first (the main action) and an odd last one take a whole row. */
export const ButtonRow = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0.5rem;
  & > :first-child,
  & > :last-child:nth-child(even) {
    grid-column: 1 / -1;
  }
`;
