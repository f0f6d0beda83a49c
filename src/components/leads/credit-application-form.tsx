import { msg } from "@lingui/core/macro";
import React, { useCallback } from "react";
import {
  creditLinkOf,
  creditProviderName,
  type CreditApplicationSetting,
  type CreditVehicle,
} from "../../lib/content/credit-application";
import { FORM_IDS } from "../../lib/leads/lead-options";
import { ConsentBox } from "../forms/consent-box";
import { ContactFields } from "../ui/contact-fields";
import { RadioGroup } from "../ui/radio-group";
import { ConsentCheckbox } from "./consent-checkbox";
import { LeadForm } from "./lead-form";
import { SoftPullLink } from "./soft-pull-link";
import { useFormI18n } from "./use-form-i18n";

export interface CreditApplicationFormProps {
  setting: CreditApplicationSetting;
  businessName: string;
  phone: string;
  /** Id of the heading that names the form. */
  labelledBy: string;
  /** The page the form is on (in its language); a no-JavaScript post comes back to it. */
  returnTo: string;
  /** On a vehicle's page: the car, named in the lead and, where the provider's link takes them, in its link. */
  vehicle?: CreditVehicle;
}

/**
 * The way to the dealer's credit application on its lender platform: name and a way to reach the shopper, kept
 * as an ADF lead first (so the dealer knows who went to apply, and for which car), then the platform's own page.
 * Where the platform offers a soft-pull pre-qualification, the shopper may choose it, and the FCRA's written
 * instructions are shown, to be ticked, before leaving. No Social Security number or birth date is asked here.
 */
export function CreditApplicationForm({
  setting,
  businessName,
  phone,
  labelledBy,
  returnTo,
  vehicle,
}: CreditApplicationFormProps) {
  const { locale, i18n } = useFormI18n();
  const provider = creditProviderName(setting);
  const application = creditLinkOf(setting.applicationUrl, locale, vehicle)!;
  const prequalification = creditLinkOf(setting.prequalificationUrl, locale, vehicle);
  const nextHref = useCallback(
    (form: HTMLFormElement) =>
      new FormData(form).get("destination") === "prequalification" && prequalification
        ? prequalification.href
        : application.href,
    [application.href, prequalification],
  );
  const inEnglish = application.lang !== locale;
  return (
    <LeadForm
      formId={FORM_IDS["credit-application"]}
      formType="credit-application"
      returnTo={returnTo}
      phone={phone}
      labelledBy={labelledBy}
      submitLabel={i18n._(msg`Continue to ${provider}`)}
      sentTitle={i18n._(msg`Thank you! We noted that you are applying.`)}
      sentText={
        <>
          {i18n._(msg`Your application continues on ${provider}'s secure site.`)}{" "}
          <a href={application.href} hrefLang={application.lang} rel="external noopener">
            {i18n._(msg`Open the credit application on ${provider}`)}
          </a>
          {/* Without JavaScript the shopper comes back here, whichever path was chosen: both are offered. */}
          {prequalification && (
            <SoftPullLink i18n={i18n} provider={provider} businessName={businessName} link={prequalification} />
          )}
        </>
      }
      nextHref={nextHref}
      footer={<ConsentCheckbox businessName={businessName} />}
    >
      <p className="full-width">
        {i18n._(
          msg`The application itself is on ${provider}'s secure site, not on ours. ${provider} asks for your Social Security number, date of birth, address, employment and income, and passes your application to ${businessName} and the lenders it works with. This website never sees those details. First we note your name and how to reach you, so we know to look for your application.`,
        )}
        {inEnglish && <> {i18n._(msg`${provider}'s form is in English.`)}</>}
      </p>
      <ContactFields nameLabel={i18n._(msg`Full name`)} />
      {vehicle && (
        <>
          <input type="hidden" name="stockNumber" value={vehicle.stockNumber} />
          <input type="hidden" name="vin" value={vehicle.vin} />
        </>
      )}
      {prequalification ? (
        <>
          <RadioGroup
            name="destination"
            legend={i18n._(msg`What would you like to do?`)}
            defaultValue="application"
            required
            options={[
              {
                value: "application",
                label: i18n._(msg`Apply for financing`),
                description: i18n._(
                  msg`The full credit application. Lenders check your credit, which can affect your credit score.`,
                ),
              },
              {
                value: "prequalification",
                label: i18n._(msg`See your rate without affecting your credit score`),
                description: i18n._(
                  msg`A pre-qualification with a soft credit check, which does not affect your credit score. It needs your agreement below.`,
                ),
              },
            ]}
          />
          <ConsentBox
            name="softPullConsent"
            label={i18n._(
              msg`For the pre-qualification: I understand that by ticking this box and continuing, I am giving ${businessName} and ${provider} written instructions under the Fair Credit Reporting Act to obtain information from my personal credit profile or other information from one or more consumer reporting agencies, solely to pre-qualify me for credit. This soft inquiry does not affect my credit score.`,
            )}
            hint={i18n._(
              msg`Only needed for the pre-qualification. Your results stay with ${provider}: they are shown on its site and not sent to this website.`,
            )}
          />
        </>
      ) : (
        <input type="hidden" name="destination" value="application" />
      )}
    </LeadForm>
  );
}
