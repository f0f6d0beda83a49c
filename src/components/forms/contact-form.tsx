import React from "react";
import type { Locale } from "../../lib/i18n/locale";
import { CONTACT_METHOD_LABELS, CONTACT_METHODS, LEAD_LIMITS } from "../../lib/leads/lead-options";
import { ContactFields } from "../ui/contact-fields";
import { TextAreaField } from "../ui/field";
import { RadioGroup } from "../ui/radio-group";
import { toOptions } from "../ui/select";
import { ConsentCheckbox } from "./consent-checkbox";
import { siteFormProps } from "./site-forms";
import { LeadForm } from "./lead-form";

export interface ContactFormProps {
  businessName: string;
  phone: string;
  /** Id of the heading above the form, which names it. */
  labelledBy: string;
  /** The page's language (English by default). */
  locale?: Locale;
}

export function ContactForm({ businessName, phone, labelledBy, locale }: ContactFormProps) {
  return (
    <LeadForm
      {...siteFormProps("contact", locale)}
      phone={phone}
      labelledBy={labelledBy}
      footer={<ConsentCheckbox businessName={businessName} locale={locale} />}
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
