import { css } from "@emotion/react";
import { Link } from "gatsby";
import React from "react";
import { ROUTES } from "../../lib/paths";
import { hintStyle, optionalMarkStyle } from "./form-styles";
import { FieldMessages, useField } from "./lead-form-context";

const consentStyle = css`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.35rem 0.75rem;
  align-items: start;
  padding: 0.85rem 1rem;
  border: 1px solid var(--color-border);
  border-radius: 0.5rem;
  background: var(--color-surface-muted);
  & input {
    width: 1.35rem;
    height: 1.35rem;
    margin: 0.15rem 0 0;
    accent-color: var(--color-action);
  }
  & label {
    line-height: 1.45;
  }
  & p {
    grid-column: 2;
  }
`;

/**
 * Consent to calls and texts (TCPA): its own box, never ticked in advance, optional, and saying that
 * consent is not a condition of buying. The lead is answered either way.
 */
export function ConsentCheckbox({ businessName }: { businessName: string }) {
  const field = useField("consent");
  return (
    <div css={consentStyle} className="full-width">
      <input
        type="checkbox"
        id={field.id}
        name="consent"
        value="yes"
        aria-describedby={[field.hintId, field.error ? field.errorId : undefined].filter(Boolean).join(" ")}
        aria-invalid={field.error ? true : undefined}
      />
      <label htmlFor={field.id}>
        I agree that {businessName} may call and text me at the number I gave about my request and about vehicles and offers,
        including with automated technology. Consent is not a condition of purchase. Message and data rates may apply; reply STOP to
        stop texts. <span css={optionalMarkStyle}>(optional)</span>
      </label>
      <p id={field.hintId} css={hintStyle}>
        Leave it unticked and we will still reply to you. How we use your details: <Link to={ROUTES.privacy}>privacy notice</Link>.
      </p>
      {field.error && (
        <div css={css`grid-column: 2;`}>
          <FieldMessages field={field} />
        </div>
      )}
    </div>
  );
}
