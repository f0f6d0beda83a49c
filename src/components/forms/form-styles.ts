// Shared look of form controls and buttons. Inputs have a 3:1 border against the surface (WCAG 1.4.11)
// and a 44 px minimum height for fingers.
import { css } from "@emotion/react";

export const fieldStyle = css`
  display: grid;
  align-content: start;
  gap: 0.35rem;
  min-width: 0;
`;

export const labelStyle = css`
  font-weight: 650;
  line-height: 1.3;
`;

export const optionalMarkStyle = css`
  font-weight: 400;
  color: var(--color-text-muted);
`;

export const hintStyle = css`
  margin: 0;
  font-size: 0.9rem;
  color: var(--color-text-muted);
`;

export const errorTextStyle = css`
  margin: 0;
  font-size: 0.95rem;
  font-weight: 600;
  color: var(--color-danger);
`;

export const controlStyle = css`
  font: inherit;
  width: 100%;
  min-height: 2.75rem;
  padding: 0.55rem 0.75rem;
  line-height: 1.35;
  border: 1px solid var(--color-text-muted);
  border-radius: 0.5rem;
  background: var(--color-surface);
  color: var(--color-text);
  &::placeholder {
    color: var(--color-text-muted);
  }
  &[aria-invalid="true"] {
    border: 2px solid var(--color-danger);
  }
  &:focus-visible {
    outline: 3px solid var(--color-focus);
    outline-offset: 1px;
  }
`;

export const textareaStyle = css`
  ${controlStyle};
  min-height: 8rem;
  resize: vertical;
`;

export const buttonBase = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 2.75rem;
  padding: 0.65rem 1.35rem;
  border-radius: 0.5rem;
  font: inherit;
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;
  transition: box-shadow 0.15s ease, transform 0.15s ease;
  &:hover {
    box-shadow: 0 2px 10px rgb(0 0 0 / 0.25);
  }
  &:active {
    transform: translateY(1px);
  }
  &[aria-disabled="true"] {
    cursor: progress;
    opacity: 0.85;
  }
`;

export const primaryButton = css`
  ${buttonBase};
  border: 2px solid transparent;
  background: var(--color-action);
  color: var(--color-on-action);
`;

export const secondaryButton = css`
  ${buttonBase};
  border: 2px solid currentColor;
  background: transparent;
  color: var(--color-link);
`;

export const formGrid = css`
  display: grid;
  gap: 1.1rem;
  @media (min-width: 40rem) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    & > .full-width {
      grid-column: 1 / -1;
    }
  }
`;
