import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import React from "react";
import type { Locale } from "../../lib/i18n/locale";
import {
  CREDIT_RANGE_MESSAGES,
  EMPLOYMENT_STATUS_MESSAGES,
  INCOME_RANGE_MESSAGES,
  labelsIn,
} from "../../lib/leads/lead-option-labels";
import { CREDIT_RANGES, EMPLOYMENT_STATUSES, INCOME_RANGES } from "../../lib/leads/lead-options";
import { FORM_LIMITS } from "../../lib/forms/form-limits";
import { ContactFields } from "../ui/contact-fields";
import { TextAreaField, TextField } from "../ui/field";
import { SelectField, toOptions } from "../ui/select";
import { ConsentCheckbox } from "./consent-checkbox";
import { LeadForm } from "./lead-form";
import { creditLinkOf, creditProviderName, type CreditApplicationSetting } from "../../lib/content/credit-application";
import { useSiteForm } from "./site-forms";
import { SoftPullLink } from "./soft-pull-link";

// The three questions answered from a list, in the order a finance manager asks them.
const choicesIn = (i18n: I18n) => [
  {
    name: "employmentStatus",
    label: i18n._(msg`Employment status`),
    options: toOptions(EMPLOYMENT_STATUSES, labelsIn(i18n, EMPLOYMENT_STATUS_MESSAGES)),
    placeholder: i18n._(msg`Choose one`),
  },
  {
    name: "monthlyIncome",
    label: i18n._(msg`Monthly income`),
    options: toOptions(INCOME_RANGES, labelsIn(i18n, INCOME_RANGE_MESSAGES)),
    placeholder: i18n._(msg`Choose a range`),
    hint: i18n._(msg`Before taxes, from all sources.`),
  },
  {
    name: "creditRange",
    label: i18n._(msg`How would you rate your credit?`),
    options: toOptions(CREDIT_RANGES, labelsIn(i18n, CREDIT_RANGE_MESSAGES)),
    placeholder: i18n._(msg`Choose one`),
    hint: i18n._(msg`Your best guess is fine.`),
  },
];

export interface PreApprovalFormProps {
  businessName: string;
  phone: string;
  labelledBy: string;
  /** The form's language; the page's by default. */
  locale?: Locale;
  /** The dealer's lender platform: the thank-you links on to its credit application (the lead is already kept). */
  creditApplication?: CreditApplicationSetting;
}

/** What a finance manager needs to start: no Social Security number, no date of birth. */
export function PreApprovalForm({ businessName, phone, labelledBy, locale, creditApplication }: PreApprovalFormProps) {
  const { formProps, i18n } = useSiteForm("pre-approval", locale);
  const application = creditApplication && creditLinkOf(creditApplication.applicationUrl, formProps.locale);
  const prequalification = creditApplication && creditLinkOf(creditApplication.prequalificationUrl, formProps.locale);
  const provider = creditApplication ? creditProviderName(creditApplication) : "";
  return (
    <LeadForm
      {...formProps}
      sentText={
        application ? (
          <>
            {formProps.sentText}{" "}
            {i18n._(
              msg`Ready to apply now? The credit application is on ${provider}'s secure site: it asks for your Social Security number, date of birth, employment and income, and sends them to ${businessName} and its lenders, never to this website.`,
            )}{" "}
            <a href={application.href} hrefLang={application.lang} rel="external noopener">
              {i18n._(msg`Open the credit application on ${provider}`)}
            </a>
            {prequalification && (
              <SoftPullLink i18n={i18n} provider={provider} businessName={businessName} link={prequalification} />
            )}
          </>
        ) : (
          formProps.sentText
        )
      }
      phone={phone}
      labelledBy={labelledBy}
      footer={<ConsentCheckbox businessName={businessName} />}
    >
      <ContactFields nameLabel={i18n._(msg`Full name`)} requireBoth />
      <TextField
        name="postalCode"
        label={i18n._(msg`ZIP code`)}
        autoComplete="postal-code"
        inputMode="numeric"
        pattern="\d{5}(-\d{4})?"
        maxLength={10}
        required
        hint={i18n._(msg`5 digits.`)}
      />
      {choicesIn(i18n).map((choice) => (
        <SelectField key={choice.name} {...choice} required />
      ))}
      <TextField
        name="downPayment"
        label={i18n._(msg`Down payment`)}
        inputMode="decimal"
        maxLength={12}
        hint={i18n._(msg`In dollars, like 2000.`)}
      />
      <TextField
        name="vehicleOfInterest"
        label={i18n._(msg`Vehicle you're interested in`)}
        maxLength={FORM_LIMITS.vehicleOfInterest}
        hint={i18n._(msg`A car from our lot, or just the kind of vehicle.`)}
        wide
      />
      <TextAreaField
        name="message"
        label={i18n._(msg`Anything else we should know?`)}
        rows={3}
        maxLength={FORM_LIMITS.message}
      />
    </LeadForm>
  );
}
