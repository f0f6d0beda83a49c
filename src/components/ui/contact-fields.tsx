import React from "react";
import { LEAD_LIMITS } from "../../lib/leads/lead-options";
import { TextField } from "./field";

const PHONE_HINT = "10 digits, like (916) 555-0142.";

export interface ContactFieldsProps {
  /** "Your name" by default. */
  nameLabel?: string;
  /**
   * Both e-mail and phone required (pre-approval). Otherwise either one will do: neither says
   * "(optional)", and the e-mail field explains the choice.
   */
  requireBoth?: boolean;
}

/** Name, e-mail and phone: how the dealer answers a lead. The name spans the form; the other two share a row. */
export function ContactFields({ nameLabel = "Your name", requireBoth = false }: ContactFieldsProps) {
  return (
    <>
      <TextField name="name" label={nameLabel} autoComplete="name" maxLength={LEAD_LIMITS.name} required wide />
      <TextField
        name="email"
        label="E-mail"
        type="email"
        autoComplete="email"
        inputMode="email"
        maxLength={LEAD_LIMITS.email}
        required={requireBoth || undefined}
        optionalMark={false}
        hint={requireBoth ? undefined : "An e-mail address, a phone number, or both."}
      />
      <TextField
        name="phone"
        label="Phone"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        maxLength={30}
        required={requireBoth || undefined}
        optionalMark={false}
        hint={PHONE_HINT}
      />
    </>
  );
}
