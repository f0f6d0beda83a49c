import { css } from "@emotion/react";
import React from "react";
import type { ReserveLink } from "../../lib/content/reserve-link";
import { localizedField } from "../../lib/i18n/localized-text";
import { fontSize, space } from "../../styles/tokens";
import { ButtonAnchor } from "../ui/button";
import { LockIcon } from "../ui/page-icons";
import { LocalizedSpan } from "../i18n/localized-span";
import { useLocale } from "../i18n/locale-context";

const reserveStyle = css`
  display: grid;
  gap: ${space["2xs"]};
  p {
    margin: 0;
    color: var(--color-text-muted);
    font-size: ${fontSize.sm};
    text-align: center;
  }
`;

const NOTE_ID = "reserve-deposit";

/**
 * "Reserve this car": a plain link to the dealer's payment page (no script, works before hydration), marked
 * as a call to action so analytics, when on, reports the click (asc_cta_interaction).
 */
export function ReserveButton({ link }: { link: ReserveLink }) {
  const locale = useLocale();
  return (
    <div css={reserveStyle}>
      <ButtonAnchor href={link.href} data-asc-cta="" aria-describedby={NOTE_ID}>
        <LockIcon /> <LocalizedSpan text={localizedField(link.label, locale)} />
      </ButtonAnchor>
      <p id={NOTE_ID}>
        <LocalizedSpan text={localizedField(link.deposit, locale)} />
      </p>
    </div>
  );
}
