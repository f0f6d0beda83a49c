import { css } from "@emotion/react";
import React from "react";
import { lineHeight, radius, space } from "../../styles/tokens";
import { FieldMessages, useField } from "../ui/field-context";
import { hintStyle } from "../ui/field-styles";

const consentBoxStyle = css`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${space.xs} ${space.md};
  align-items: start;
  padding: ${space.md} ${space.lg};
  border: 1px solid var(--color-border);
  border-radius: ${radius.md};
  background: var(--color-surface-muted);
  & input {
    width: 1.35rem;
    height: 1.35rem;
    margin: ${space["3xs"]} 0 0;
    accent-color: var(--color-action);
  }
  & label {
    line-height: ${lineHeight.body};
  }
  & > p,
  & > div {
    grid-column: 2;
    margin: 0;
  }
`;

interface ConsentBoxProps {
  /** What the visitor agrees to, in the page's language. */
  label: React.ReactNode;
  /** What happens either way, and the privacy notice. */
  hint: React.ReactNode;
  /** Required when the consent is the request itself (an alert); a lead's is optional. */
  required?: boolean;
  /** The field's name: `consent` (calls and texts) unless the box agrees to something else. */
  name?: string;
}

/**
 * A consent in its own box, the `consent` field of the form: never ticked in advance, its hint and its error
 * tied to the checkbox for screen readers.
 */
export function ConsentBox({ label, hint, required, name = "consent" }: ConsentBoxProps) {
  const field = useField(name);
  return (
    <div css={consentBoxStyle} className="full-width">
      <input
        type="checkbox"
        id={field.id}
        name={name}
        value="yes"
        required={required}
        aria-describedby={[field.hintId, field.error ? field.errorId : undefined].filter(Boolean).join(" ")}
        aria-invalid={field.error ? true : undefined}
      />
      <label htmlFor={field.id}>{label}</label>
      <p id={field.hintId} css={hintStyle}>
        {hint}
      </p>
      {field.error && (
        <div>
          <FieldMessages field={field} />
        </div>
      )}
    </div>
  );
}
