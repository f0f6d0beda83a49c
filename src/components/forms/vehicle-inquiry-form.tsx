import { css } from "@emotion/react";
import React, { useState } from "react";
import { useSiteSettings } from "../../hooks/use-site-settings";
import { formatPrice } from "../../lib/format";
import { DEFAULT_LOCALE, type Locale } from "../../lib/i18n/locale";
import { vehicleTitle } from "../../lib/vehicle/vehicle-title";
import type { InquiryVehicle } from "../../lib/leads/lead-vehicle";
import {
  FORM_IDS,
  FORM_TYPE_LABELS,
  LEAD_LIMITS,
  type FormType,
  TEST_DRIVE_TIME_LABELS,
  TEST_DRIVE_TIMES,
} from "../../lib/leads/lead-options";
import { space } from "../../styles/tokens";
import { ContactFields } from "../ui/contact-fields";
import { TextAreaField, TextField } from "../ui/field";
import { hintStyle } from "../ui/field-styles";
import { RadioGroup } from "../ui/radio-group";
import { SelectField, toOptions } from "../ui/select";
import { useHydrated } from "../ui/use-hydrated";
import { ConsentCheckbox } from "./consent-checkbox";
import { LeadForm } from "./lead-form";

// The vehicle facts come from the lead model, one declaration of those fields.
export type { InquiryVehicle } from "../../lib/leads/lead-vehicle";

type RequestType = Extract<FormType, "availability" | "inquiry" | "test-drive">;

const REQUEST_TYPES = [
  { value: "inquiry", label: "Ask a question" },
  { value: "test-drive", label: "Request a test drive" },
] as const;

// For a car on sale the first choice, and the default: the detail page's "Confirm availability" link then
// lands on a form already set to it, with or without JavaScript (a static page cannot read a query string).
const AVAILABLE_CAR_REQUEST_TYPES = [
  { value: "availability", label: FORM_TYPE_LABELS.availability },
  ...REQUEST_TYPES,
] as const;

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

// What the form says once sent, in each language; the vehicle's title goes where it says {title}.
const SENT = {
  title: { en: "Thank you! Your request was sent.", es: "¡Gracias! Su solicitud se envió." },
  text: {
    en: "We'll contact you about the {title} within one business day.",
    es: "Nos comunicaremos con usted sobre el {title} en un día hábil.",
  },
} as const;

/** The inquiry and test-drive form on a vehicle's page; the vehicle travels with the lead. */
export function VehicleInquiryForm({
  vehicle,
  available = false,
  locale = DEFAULT_LOCALE,
}: {
  vehicle: InquiryVehicle;
  available?: boolean;
  /** The page's language (English by default); `vehicle.path` is the page in that language. */
  locale?: Locale;
}) {
  const site = useSiteSettings();
  const initialRequest: RequestType = available ? "availability" : "inquiry";
  const [requestType, setRequestType] = useState<RequestType>(initialRequest);
  // After hydration: the date picker's minimum and the labels that follow the choice need JavaScript.
  const enhanced = useHydrated();
  const today = enhanced ? localToday() : undefined;
  const title = vehicleTitle(vehicle);
  const headingId = `${FORM_IDS.inquiry}-heading`;
  const testDrive = requestType === "test-drive";
  const availability = requestType === "availability";

  return (
    <section css={sectionStyle} aria-labelledby={headingId}>
      <h2 id={headingId}>Ask about this car or book a test drive</h2>
      <p css={hintStyle}>
        About the {title} (stock {vehicle.stockNumber}, {formatPrice(vehicle.price)}). We answer within one business
        day.
      </p>
      <LeadForm
        formId={FORM_IDS.inquiry}
        returnTo={vehicle.path}
        phone={site.phone}
        labelledBy={headingId}
        submitLabel={
          !enhanced
            ? "Send request"
            : testDrive
              ? "Request test drive"
              : availability
                ? "Send request"
                : "Send question"
        }
        sentTitle={SENT.title[locale]}
        sentText={SENT.text[locale].replace("{title}", title)}
        locale={locale}
        footer={<ConsentCheckbox businessName={site.businessName} locale={locale} />}
      >
        {/* The vehicle travels by stock number and VIN; the endpoint looks up the rest in the build's inventory. */}
        <input type="hidden" name="vin" value={vehicle.vin} />
        <input type="hidden" name="stockNumber" value={vehicle.stockNumber} />
        <RadioGroup
          name="formType"
          legend="What would you like to do?"
          options={available ? AVAILABLE_CAR_REQUEST_TYPES : REQUEST_TYPES}
          defaultValue={initialRequest}
          required
          onChange={(value) => setRequestType(value as RequestType)}
        />
        <ContactFields />
        <div css={testDriveFields}>
          <TextField
            name="preferredDate"
            label="Test-drive day"
            type="date"
            min={today}
            optionalMark={false}
            hint="For a test drive. We'll confirm the time with you."
          />
          <SelectField
            name="preferredTime"
            label="Time of day"
            options={toOptions(TEST_DRIVE_TIMES, TEST_DRIVE_TIME_LABELS)}
            defaultValue="any"
          />
        </div>
        <TextAreaField
          name="message"
          label={
            !enhanced
              ? "Your question or message"
              : testDrive || availability
                ? "Anything we should know?"
                : "Your question"
          }
          rows={4}
          maxLength={LEAD_LIMITS.message}
          // Not `required`: without JavaScript the same box serves both choices; the server decides.
          optionalMark={enhanced && (testDrive || availability)}
        />
      </LeadForm>
    </section>
  );
}
