import { msg } from "@lingui/core/macro";
import React from "react";
import type { Locale } from "../../lib/i18n/locale";
import { CONTACT_METHOD_MESSAGES, labelsIn } from "../../lib/leads/lead-option-labels";
import { CONTACT_METHODS } from "../../lib/leads/lead-options";
import { FORM_LIMITS } from "../../lib/forms/form-limits";
import { ContactFields } from "../ui/contact-fields";
import { TextAreaField } from "../ui/field";
import { RadioGroup } from "../ui/radio-group";
import { SelectField, toOptions } from "../ui/select";
import { ConsentCheckbox } from "./consent-checkbox";
import { useSiteForm } from "./site-forms";
import { LeadForm } from "./lead-form";

export interface ContactFormProps {
  businessName: string;
  phone: string;
  /** Id of the heading above the form, which names it. */
  labelledBy: string;
  /** The form's language; the page's by default. */
  locale?: Locale;
  /** A dealer group's lots (two or more): the shopper may say which one the message is for. */
  lots?: readonly { id: string; name: string }[];
}

export function ContactForm({ businessName, phone, labelledBy, locale, lots }: ContactFormProps) {
  const { formProps, i18n } = useSiteForm("contact", locale);
  return (
    <LeadForm
      {...formProps}
      phone={phone}
      labelledBy={labelledBy}
      footer={<ConsentCheckbox businessName={businessName} />}
    >
      <ContactFields />
      {lots && (
        <SelectField
          name="location"
          label={i18n._(msg`Which location?`)}
          placeholder={i18n._(msg`Any location`)}
          options={lots.map((lot) => ({ value: lot.id, label: lot.name }))}
        />
      )}
      <RadioGroup
        name="preferredContact"
        legend={i18n._(msg`How should we reply?`)}
        options={toOptions(CONTACT_METHODS, labelsIn(i18n, CONTACT_METHOD_MESSAGES))}
        defaultValue="email"
        required
      />
      <TextAreaField name="message" label={i18n._(msg`Your message`)} maxLength={FORM_LIMITS.message} required />
    </LeadForm>
  );
}
