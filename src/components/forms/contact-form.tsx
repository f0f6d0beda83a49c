import React from "react";
import { CONTACT_METHOD_LABELS, CONTACT_METHODS, FORM_IDS, LEAD_LIMITS } from "../../lib/leads/lead-options";
import { ROUTES } from "../../lib/paths";
import { ConsentCheckbox } from "./consent-checkbox";
import { LeadForm } from "./lead-form";
import { RadioGroup } from "./radio-group";
import { toOptions } from "./select-field";
import { TextAreaField } from "./text-area-field";
import { TextField } from "./text-field";

export interface ContactFormProps {
  businessName: string;
  phone: string;
  /** Id of the heading above the form, which names it. */
  labelledBy: string;
}

export function ContactForm({ businessName, phone, labelledBy }: ContactFormProps) {
  return (
    <LeadForm
      formId={FORM_IDS.contact}
      formType="contact"
      returnTo={ROUTES.contact}
      phone={phone}
      labelledBy={labelledBy}
      submitLabel="Send message"
      sentTitle="Thank you! Your message was sent."
      sentText="We reply within one business day, the way you asked us to. If it's urgent, please call."
      footer={<ConsentCheckbox businessName={businessName} />}
    >
      <TextField name="name" label="Your name" autoComplete="name" maxLength={LEAD_LIMITS.name} required wide />
      <TextField
        name="email"
        label="E-mail"
        type="email"
        autoComplete="email"
        inputMode="email"
        maxLength={LEAD_LIMITS.email}
        optionalMark={false}
        hint="An e-mail address, a phone number, or both."
      />
      <TextField name="phone" label="Phone" type="tel" autoComplete="tel" inputMode="tel" maxLength={30} optionalMark={false} hint="10 digits, like (916) 555-0142." />
      <RadioGroup
        name="preferredContact"
        legend="How should we reply?"
        options={toOptions(CONTACT_METHODS, CONTACT_METHOD_LABELS)}
        defaultValue="email"
        required
      />
      <TextAreaField name="message" label="Your message" maxLength={LEAD_LIMITS.message} required />
    </LeadForm>
  );
}
