import { css } from "@emotion/react";
import { Link } from "gatsby";
import React from "react";
import { ROUTES } from "../../lib/paths";
import { lineHeight, radius, space } from "../../styles/tokens";
import { FieldMessages, useField } from "../ui/field-context";
import { hintStyle, optionalMarkStyle } from "../ui/field-styles";

const consentStyle = css`
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
        I agree that {businessName} may call and text me at the number I gave about my request and about vehicles and
        offers, including with automated technology. Consent is not a condition of purchase. Message and data rates may
        apply; reply STOP to stop texts. <span css={optionalMarkStyle}>(optional)</span>
      </label>
      <p id={field.hintId} css={hintStyle}>
        Leave it unticked and we will still reply to you. How we use your details:{" "}
        <Link to={ROUTES.privacy}>privacy notice</Link>.
      </p>
      {field.error && (
        <div
          css={css`
            grid-column: 2;
          `}
        >
          <FieldMessages field={field} />
        </div>
      )}
    </div>
  );
}
