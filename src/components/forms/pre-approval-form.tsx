import React from "react";
import type { Locale } from "../../lib/i18n/locale";
import {
  CREDIT_RANGE_LABELS,
  CREDIT_RANGES,
  EMPLOYMENT_STATUS_LABELS,
  EMPLOYMENT_STATUSES,
  INCOME_RANGE_LABELS,
  INCOME_RANGES,
  LEAD_LIMITS,
} from "../../lib/leads/lead-options";
import { ContactFields } from "../ui/contact-fields";
import { TextAreaField, TextField } from "../ui/field";
import { SelectField, toOptions } from "../ui/select";
import { ConsentCheckbox } from "./consent-checkbox";
import { LeadForm } from "./lead-form";
import { siteFormProps } from "./site-forms";

// The three questions answered from a list, in the order a finance manager asks them.
const CHOICES = [
  {
    name: "employmentStatus",
    label: "Employment status",
    options: toOptions(EMPLOYMENT_STATUSES, EMPLOYMENT_STATUS_LABELS),
    placeholder: "Choose one",
  },
  {
    name: "monthlyIncome",
    label: "Monthly income",
    options: toOptions(INCOME_RANGES, INCOME_RANGE_LABELS),
    placeholder: "Choose a range",
    hint: "Before taxes, from all sources.",
  },
  {
    name: "creditRange",
    label: "How would you rate your credit?",
    options: toOptions(CREDIT_RANGES, CREDIT_RANGE_LABELS),
    placeholder: "Choose one",
    hint: "Your best guess is fine.",
  },
];

export interface PreApprovalFormProps {
  businessName: string;
  phone: string;
  labelledBy: string;
  /** The page's language (English by default). */
  locale?: Locale;
}

/** What a finance manager needs to start: no Social Security number, no date of birth. */
export function PreApprovalForm({ businessName, phone, labelledBy, locale }: PreApprovalFormProps) {
  return (
    <LeadForm
      {...siteFormProps("pre-approval", locale)}
      phone={phone}
      labelledBy={labelledBy}
      footer={<ConsentCheckbox businessName={businessName} locale={locale} />}
    >
      <ContactFields nameLabel="Full name" requireBoth />
      <TextField
        name="postalCode"
        label="ZIP code"
        autoComplete="postal-code"
        inputMode="numeric"
        pattern="\d{5}(-\d{4})?"
        maxLength={10}
        required
        hint="5 digits."
      />
      {CHOICES.map((choice) => (
        <SelectField key={choice.name} {...choice} required />
      ))}
      <TextField
        name="downPayment"
        label="Down payment"
        inputMode="decimal"
        maxLength={12}
        hint="In dollars, like 2000."
      />
      <TextField
        name="vehicleOfInterest"
        label="Vehicle you're interested in"
        maxLength={LEAD_LIMITS.vehicleOfInterest}
        hint="A car from our lot, or just the kind of vehicle."
        wide
      />
      <TextAreaField name="message" label="Anything else we should know?" rows={3} maxLength={LEAD_LIMITS.message} />
    </LeadForm>
  );
}
