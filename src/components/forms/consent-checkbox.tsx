import { css } from "@emotion/react";
import { Link } from "gatsby";
import React from "react";
import { DEFAULT_LOCALE, type Locale } from "../../lib/i18n/locale";
import { ROUTES } from "../../lib/paths";
import { lineHeight, radius, space } from "../../styles/tokens";
import { FieldMessages, useField } from "../ui/field-context";
import { hintStyle, optionalMarkStyle } from "../ui/field-styles";
import { localizedPath } from "../../lib/i18n/locale-paths";

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

// The consent in each language; the Spanish says the same things in the same order (STOP is the carriers'
// keyword in both). `{business}` is the dealership's name.
const CONSENT = {
  en: {
    agree:
      "I agree that {business} may call and text me at the number I gave about my request and about vehicles and offers, including with automated technology. Consent is not a condition of purchase. Message and data rates may apply; reply STOP to stop texts.",
    optional: "(optional)",
    hint: "Leave it unticked and we will still reply to you. How we use your details:",
    privacy: "privacy notice",
  },
  es: {
    agree:
      "Acepto que {business} me llame y me envíe mensajes de texto al número que di, sobre mi solicitud y sobre vehículos y ofertas, incluso con tecnología automatizada. El consentimiento no es una condición de compra. Pueden aplicarse tarifas de mensajes y datos; responda STOP para dejar de recibir mensajes de texto.",
    optional: "(opcional)",
    hint: "Si no la marca, igual le responderemos. Cómo usamos sus datos:",
    privacy: "aviso de privacidad",
  },
} as const satisfies Record<Locale, Record<string, string>>;

/**
 * Consent to calls and texts (TCPA): its own box, never ticked in advance, optional, and saying that
 * consent is not a condition of buying. The lead is answered either way.
 */
export function ConsentCheckbox({ businessName, locale = DEFAULT_LOCALE }: { businessName: string; locale?: Locale }) {
  const field = useField("consent");
  const text = CONSENT[locale];
  // Every language but the default lives under `/<locale>/` (src/lib/i18n/locale.ts).
  const privacy = localizedPath(ROUTES.privacy, locale);
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
        {text.agree.replace("{business}", businessName)} <span css={optionalMarkStyle}>{text.optional}</span>
      </label>
      <p id={field.hintId} css={hintStyle}>
        {text.hint} <Link to={privacy}>{text.privacy}</Link>.
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
