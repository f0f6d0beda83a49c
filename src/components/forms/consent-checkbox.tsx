import { css } from "@emotion/react";
import { msg } from "@lingui/core/macro";
import React from "react";
import type { Locale } from "../../lib/i18n/locale";
import { ROUTES } from "../../lib/paths";
import { lineHeight, radius, space } from "../../styles/tokens";
import { FieldMessages, useField } from "../ui/field-context";
import { hintStyle, optionalMarkStyle } from "../ui/field-styles";
import { localizedPath } from "../../lib/i18n/locale-paths";
import { withTags } from "../i18n/with-tags";
import { useFormI18n } from "./use-form-i18n";
import { SiteLink } from "../i18n/site-link";

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
export function ConsentCheckbox({ businessName, locale }: { businessName: string; locale?: Locale }) {
  const field = useField("consent");
  const { locale: language, i18n } = useFormI18n(locale);
  // Every language but the default lives under `/<locale>/` (src/lib/i18n/locale.ts).
  const privacy = localizedPath(ROUTES.privacy, language);
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
        {/* STOP is the carriers' keyword in every language: the translation keeps it as written. */}
        {i18n._(
          msg`I agree that ${businessName} may call and text me at the number I gave about my request and about vehicles and offers, including with automated technology. Consent is not a condition of purchase. Message and data rates may apply; reply STOP to stop texts.`,
        )}{" "}
        <span css={optionalMarkStyle}>{i18n._(msg`(optional)`)}</span>
      </label>
      <p id={field.hintId} css={hintStyle}>
        {withTags(
          i18n._(
            msg`Leave it unticked and we will still reply to you. How we use your details: <0>privacy notice</0>.`,
          ),
          [(text) => <SiteLink to={privacy}>{text}</SiteLink>],
        )}
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
