import { css } from "@emotion/react";
import React from "react";
import { DEFAULT_LOCALE, type Locale } from "../../lib/i18n/locale";
import { formMessage } from "../../lib/leads/form-messages";
import { HONEYPOT_FIELD } from "../../lib/leads/lead-options";

// Off-screen rather than display:none, which some bots skip; hidden from assistive technology and the
// tab order, so only form-filling bots ever put something in it.
const offscreen = css`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

export function HoneypotField({ formId, locale = DEFAULT_LOCALE }: { formId: string; locale?: Locale }) {
  const id = `${formId}-${HONEYPOT_FIELD}`;
  return (
    <div css={offscreen} aria-hidden="true">
      <label htmlFor={id}>{formMessage("honeypotLabel", locale)}</label>
      <input type="text" id={id} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
