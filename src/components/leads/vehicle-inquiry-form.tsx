import { css } from "@emotion/react";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import React, { useState } from "react";
import { useSiteSettings } from "../../hooks/use-site-settings";
import { formatPrice } from "../../lib/format";
import type { Locale } from "../../lib/i18n/locale";
import { vehicleTitle } from "../../lib/vehicle/vehicle-title";
import type { InquiryVehicle } from "../../lib/leads/lead-vehicle";
import { AVAILABILITY_MESSAGE, labelsIn, TEST_DRIVE_TIME_MESSAGES } from "../../lib/leads/lead-option-labels";
import { FORM_IDS, type FormType, TEST_DRIVE_TIMES } from "../../lib/leads/lead-options";
import { FORM_LIMITS } from "../../lib/forms/form-limits";
import { space } from "../../styles/tokens";
import { ContactFields } from "../ui/contact-fields";
import { TextAreaField, TextField } from "../ui/field";
import { hintStyle } from "../ui/field-styles";
import { RadioGroup } from "../ui/radio-group";
import { SelectField, toOptions } from "../ui/select";
import { useHydrated } from "../ui/use-hydrated";
import { ConsentCheckbox } from "./consent-checkbox";
import { LeadForm } from "./lead-form";
import { useFormI18n } from "./use-form-i18n";

// The vehicle facts come from the lead model, one declaration of those fields.
export type { InquiryVehicle } from "../../lib/leads/lead-vehicle";

type RequestType = Extract<FormType, "availability" | "inquiry" | "test-drive">;

const requestTypesIn = (i18n: I18n, available: boolean) => [
  // For a car on sale the first choice, and the default: the detail page's "Confirm availability" link then
  // lands on a form already set to it, with or without JavaScript (a static page cannot read a query string).
  ...(available ? [{ value: "availability", label: i18n._(AVAILABILITY_MESSAGE) }] : []),
  { value: "inquiry", label: i18n._(msg`Ask a question`) },
  { value: "test-drive", label: i18n._(msg`Request a test drive`) },
];

const sectionStyle = css`
  & h2 {
    margin: 0 0 ${space["2xs"]};
  }
  & > p {
    margin: 0 0 ${space.xl};
  }
`;

// Without JavaScript the test-drive fields hide through CSS alone while another request is chosen.
const testDriveFields = css`
  display: contents;
  form:not(:has(input[name="formType"][value="test-drive"]:checked)) & {
    display: none;
  }
`;

/** Local date as YYYY-MM-DD (the visitor's today, for the date picker's minimum). */
function localToday(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** The inquiry and test-drive form on a vehicle's page; the vehicle travels with the lead. */
export function VehicleInquiryForm({
  vehicle,
  available = false,
  phone: lotPhone,
  locale: localeProp,
}: {
  vehicle: InquiryVehicle;
  available?: boolean;
  /** On a group's site, the phone of the car's lot (its messages say to call it); the dealer's otherwise. */
  phone?: string;
  /** The form's language, the page's by default; `vehicle.path` is the page in that language. */
  locale?: Locale;
}) {
  const site = useSiteSettings();
  const { locale, i18n } = useFormI18n(localeProp);
  const initialRequest: RequestType = available ? "availability" : "inquiry";
  const [requestType, setRequestType] = useState<RequestType>(initialRequest);
  // After hydration: the date picker's minimum and the labels that follow the choice need JavaScript.
  const enhanced = useHydrated();
  const today = enhanced ? localToday() : undefined;
  const title = vehicleTitle(vehicle);
  const headingId = `${FORM_IDS.inquiry}-heading`;
  const testDrive = requestType === "test-drive";
  const availability = requestType === "availability";
  const stock = vehicle.stockNumber;
  const price = formatPrice(vehicle.price, locale);

  return (
    <section css={sectionStyle} aria-labelledby={headingId}>
      <h2 id={headingId}>{i18n._(msg`Ask about this car or book a test drive`)}</h2>
      <p css={hintStyle}>
        {i18n._(msg`About the ${title} (stock ${stock}, ${price}). We answer within one business day.`)}
      </p>
      <LeadForm
        formId={FORM_IDS.inquiry}
        returnTo={vehicle.path}
        phone={lotPhone ?? site.phone}
        labelledBy={headingId}
        submitLabel={i18n._(
          !enhanced || availability ? msg`Send request` : testDrive ? msg`Request test drive` : msg`Send question`,
        )}
        sentTitle={i18n._(msg`Thank you! Your request was sent.`)}
        sentText={i18n._(msg`We'll contact you about the ${title} within one business day.`)}
        locale={locale}
        footer={<ConsentCheckbox businessName={site.businessName} />}
      >
        {/* The vehicle travels by stock number and VIN; the endpoint looks up the rest in the build's inventory. */}
        <input type="hidden" name="vin" value={vehicle.vin} />
        <input type="hidden" name="stockNumber" value={vehicle.stockNumber} />
        <RadioGroup
          name="formType"
          legend={i18n._(msg`What would you like to do?`)}
          options={requestTypesIn(i18n, available)}
          defaultValue={initialRequest}
          required
          onChange={(value) => setRequestType(value as RequestType)}
        />
        <ContactFields />
        <div css={testDriveFields}>
          <TextField
            name="preferredDate"
            label={i18n._(msg`Test-drive day`)}
            type="date"
            min={today}
            optionalMark={false}
            hint={i18n._(msg`For a test drive. We'll confirm the time with you.`)}
          />
          <SelectField
            name="preferredTime"
            label={i18n._(msg`Time of day`)}
            options={toOptions(TEST_DRIVE_TIMES, labelsIn(i18n, TEST_DRIVE_TIME_MESSAGES))}
            defaultValue="any"
          />
        </div>
        <TextAreaField
          name="message"
          label={i18n._(
            !enhanced
              ? msg`Your question or message`
              : testDrive || availability
                ? msg`Anything we should know?`
                : msg`Your question`,
          )}
          rows={4}
          maxLength={FORM_LIMITS.message}
          // Not `required`: without JavaScript the same box serves both choices; the server decides.
          optionalMark={enhanced && (testDrive || availability)}
        />
      </LeadForm>
    </section>
  );
}
