// The look of form controls. Inputs have a 3:1 border against the surface (WCAG 1.4.11) and a 44 px
// minimum height for fingers. Buttons are ui/button.tsx.
import { css } from "@emotion/react";
import { above, fontSize, fontWeight, lineHeight, radius, space, TOUCH_TARGET } from "../../styles/tokens";

export const fieldStyle = css`
  display: grid;
  align-content: start;
  gap: ${space.xs};
  min-width: 0;
`;

export const labelStyle = css`
  font-weight: ${fontWeight.medium};
  line-height: ${lineHeight.snug};
`;

export const optionalMarkStyle = css`
  font-weight: ${fontWeight.regular};
  color: var(--color-text-muted);
`;

export const hintStyle = css`
  margin: 0;
  font-size: ${fontSize.sm};
  color: var(--color-text-muted);
`;

export const errorTextStyle = css`
  margin: 0;
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.medium};
  color: var(--color-danger);
`;

export const controlStyle = css`
  font: inherit;
  width: 100%;
  min-height: ${TOUCH_TARGET};
  padding: ${space.sm} ${space.md};
  line-height: ${lineHeight.snug};
  border: 1px solid var(--color-text-muted);
  border-radius: ${radius.md};
  background: var(--color-surface);
  color: var(--color-text);
  &::placeholder {
    color: var(--color-text-muted);
  }
  &[aria-invalid="true"] {
    border: 2px solid var(--color-danger);
  }
  &:focus-visible {
    outline: var(--focus-ring);
    outline-offset: 1px;
  }
`;

/** A fieldset of controls under one name: no frame, the legend in the label look. */
export const groupStyle = css`
  ${fieldStyle};
  margin: 0;
  padding: 0;
  border: 0;
  & legend {
    ${labelStyle};
    padding: 0;
    margin-bottom: ${space.xs};
  }
`;

/**
 * A label wrapped around its checkbox or radio, so the whole box is the target; it shows the focus ring while
 * its input has keyboard focus. Radio choices and the inventory's filter chips add their own shape.
 */
export const choiceBoxStyle = css`
  display: inline-flex;
  align-items: center;
  border: 1px solid var(--color-text-muted);
  background: var(--color-surface);
  cursor: pointer;
  & input {
    width: 1.125rem;
    height: 1.125rem;
    margin: 0;
    accent-color: var(--color-action);
  }
  &:has(input:focus-visible) {
    outline: var(--focus-ring);
    outline-offset: 1px;
  }
`;

export const textareaStyle = css`
  ${controlStyle};
  min-height: 8rem;
  resize: vertical;
`;

/** Two columns from a small tablet up; `className="full-width"` spans both. */
export const formGrid = css`
  display: grid;
  gap: ${space.lg};
  ${above("sm")} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    & > .full-width {
      grid-column: 1 / -1;
    }
  }
`;
