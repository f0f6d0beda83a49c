import { css } from "@emotion/react";
import React from "react";
import type { Locale } from "../../lib/i18n/locale";
import { FORM_MESSAGES } from "../../lib/leads/form-messages";
import { HONEYPOT_FIELD } from "../../lib/leads/lead-options";
import { useFormI18n } from "./use-form-i18n";

// Off-screen rather than display:none, which some bots skip; hidden from assistive technology and the
// tab order, so only form-filling bots ever put something in it.
const offscreen = css`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

export function HoneypotField({ formId, locale }: { formId: string; locale?: Locale }) {
  const { i18n } = useFormI18n(locale);
  const id = `${formId}-${HONEYPOT_FIELD}`;
  return (
    <div css={offscreen} aria-hidden="true">
      <label htmlFor={id}>{i18n._(FORM_MESSAGES.honeypotLabel)}</label>
      <input type="text" id={id} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
