import React from "react";
import { CONTACT_METHOD_LABELS, CONTACT_METHODS, LEAD_LIMITS } from "../../lib/leads/lead-options";
import { ContactFields } from "../ui/contact-fields";
import { TextAreaField } from "../ui/field";
import { RadioGroup } from "../ui/radio-group";
import { toOptions } from "../ui/select";
import { ConsentCheckbox } from "./consent-checkbox";
import { SITE_FORMS } from "./site-forms";
import { LeadForm } from "./lead-form";

export interface ContactFormProps {
  businessName: string;
  phone: string;
  /** Id of the heading above the form, which names it. */
  labelledBy: string;
}

export function ContactForm({ businessName, phone, labelledBy }: ContactFormProps) {
  return (
    <LeadForm
      {...SITE_FORMS.contact}
      phone={phone}
      labelledBy={labelledBy}
      footer={<ConsentCheckbox businessName={businessName} />}
    >
      <ContactFields />
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
