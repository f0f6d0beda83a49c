import { msg } from "@lingui/core/macro";
import React from "react";
import { FORM_LIMITS } from "../../lib/forms/form-limits";
import { leadsCatalogs } from "../../locales/leads";
import { useI18n } from "../i18n/locale-context";
import { TextField } from "./field";

export interface ContactFieldsProps {
  /** "Your name" by default, in the page's language. */
  nameLabel?: string;
  /**
   * Both e-mail and phone required (pre-approval). Otherwise either one will do: neither says
   * "(optional)", and the e-mail field explains the choice.
   */
  requireBoth?: boolean;
}

/** Name, e-mail and phone: how the dealer answers a lead. The name spans the form; the other two share a row. */
export function ContactFields({ nameLabel, requireBoth = false }: ContactFieldsProps) {
  const i18n = useI18n(leadsCatalogs);
  return (
    <>
      <TextField
        name="name"
        label={nameLabel ?? i18n._(msg`Your name`)}
        autoComplete="name"
        maxLength={FORM_LIMITS.name}
        required
        wide
      />
      <TextField
        name="email"
        label={i18n._(msg`E-mail`)}
        type="email"
        autoComplete="email"
        inputMode="email"
        maxLength={FORM_LIMITS.email}
        required={requireBoth || undefined}
        optionalMark={false}
        hint={requireBoth ? undefined : i18n._(msg`An e-mail address, a phone number, or both.`)}
      />
      <TextField
        name="phone"
        label={i18n._(msg`Phone`)}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        maxLength={30}
        required={requireBoth || undefined}
        optionalMark={false}
        hint={i18n._(msg`10 digits, like (916) 555-0142.`)}
      />
    </>
  );
}
