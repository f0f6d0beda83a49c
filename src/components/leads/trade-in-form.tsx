import { css } from "@emotion/react";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import React, { useEffect, useState } from "react";
import type { Locale } from "../../lib/i18n/locale";
import { fieldNoticeAnchor } from "../../lib/leads/field-notice";
import { FORM_MESSAGES } from "../../lib/leads/form-messages";
import { labelsIn, TRADE_IN_CONDITION_MESSAGES, YES_NO_MESSAGES } from "../../lib/leads/lead-option-labels";
import { YES_NO } from "../../lib/leads/lead-options";
import { FORM_LIMITS } from "../../lib/forms/form-limits";
import { fontSize, space } from "../../styles/tokens";
import { ContactFields } from "../ui/contact-fields";
import { TextAreaField, TextField } from "../ui/field";
import { errorTextStyle } from "../ui/field-styles";
import { RadioGroup, type RadioOption } from "../ui/radio-group";
import { SelectField, toOptions } from "../ui/select";
import { useHydrated } from "../ui/use-hydrated";
import { ConsentCheckbox } from "./consent-checkbox";
import { LeadForm } from "./lead-form";
import { SITE_FORMS, useSiteForm } from "./site-forms";

const { formId } = SITE_FORMS["trade-in"];

// What each condition means, in the words an appraiser would use on the lot.
const CONDITION_DESCRIPTIONS = {
  excellent: msg`Like new: no dents or warning lights, all service records.`,
  good: msg`Minor wear and small scratches; runs and drives well.`,
  fair: msg`Dents, worn tires or a repair it needs soon; still runs.`,
  poor: msg`Major damage or mechanical trouble, or it does not run.`,
} as const satisfies Record<keyof typeof TRADE_IN_CONDITION_MESSAGES, unknown>;

const conditionsIn = (i18n: I18n): readonly RadioOption[] =>
  (Object.keys(CONDITION_DESCRIPTIONS) as (keyof typeof CONDITION_DESCRIPTIONS)[]).map((value) => ({
    value,
    label: i18n._(TRADE_IN_CONDITION_MESSAGES[value]),
    description: i18n._(CONDITION_DESCRIPTIONS[value]),
  }));

const groupHeading = css`
  margin: ${space.sm} 0 0;
  font-size: ${fontSize.lg};
`;

// Shown only while "yes" is picked, by CSS alone, so it works without JavaScript and the static page and
// the hydrated one look the same. A browser without :has() drops the rule and always shows the field.
const payoffField = css`
  display: contents;
  form:not(:has(input[name="owesMoney"][value="yes"]:checked)) & {
    display: none;
  }
`;

// The server's answer to a plain post with a VIN it refused: the redirect's fragment targets this message.
const refusedVin = css`
  ${errorTextStyle};
  display: none;
  margin-top: ${space.xs};
  &:target,
  &[data-returned] {
    display: block;
  }
  &:focus {
    outline: var(--focus-ring);
    outline-offset: 2px;
  }
`;

/** Model years from next year's models back to the first 17-character VINs, newest first. */
function modelYears(): { value: string; label: string }[] {
  const years: { value: string; label: string }[] = [];
  for (let year = new Date().getFullYear() + 1; year >= FORM_LIMITS.tradeInOldestYear; year--) {
    years.push({ value: String(year), label: String(year) });
  }
  return years;
}

/**
 * Whether the page was reached by the redirect after a plain post refused for its VIN, read once hydrated:
 * when a service worker answers with the app shell, :target alone never applies (see use-returned-outcome).
 */
function useVinRefused(): boolean {
  const [refused, setRefused] = useState(false);
  useEffect(() => {
    // The URL is read after hydration so the first render matches the static HTML.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (window.location.hash === `#${fieldNoticeAnchor(formId, "tradeVin")}`) setRefused(true);
  }, []);
  return refused;
}

export interface TradeInFormProps {
  businessName: string;
  phone: string;
  labelledBy: string;
  /** The stock number of the car on the lot this trade-in is toward, once known in the browser. */
  stockNumber?: string;
  /** The form's language; the page's by default. */
  locale?: Locale;
}

/** The shopper's car, whether money is owed on it, and how to reach them. */
export function TradeInForm({ businessName, phone, labelledBy, stockNumber, locale }: TradeInFormProps) {
  const { formProps: form, i18n } = useSiteForm("trade-in", locale);
  const enhanced = useHydrated();
  const [owes, setOwes] = useState<string>();
  const payoffRequired = enhanced && owes === "yes";
  const vinRefused = useVinRefused();
  return (
    <LeadForm {...form} phone={phone} labelledBy={labelledBy} footer={<ConsentCheckbox businessName={businessName} />}>
      {stockNumber && <input type="hidden" name="stockNumber" value={stockNumber} />}
      {payoffRequired && <input type="hidden" name="payoffShown" value="yes" />}
      <h3 css={groupHeading} className="full-width">
        {i18n._(msg`Your car`)}
      </h3>
      <SelectField
        name="tradeYear"
        label={i18n._(msg`Year`)}
        options={modelYears()}
        placeholder={i18n._(msg`Choose a year`)}
        required
      />
      <TextField
        name="tradeMileage"
        label={i18n._(msg`Mileage`)}
        inputMode="numeric"
        pattern="[0-9, ]{1,9}"
        maxLength={9}
        required
        hint={i18n._(msg`Whole miles, as on the odometer, like 82000.`)}
      />
      <TextField
        name="tradeMake"
        label={i18n._(msg`Make`)}
        maxLength={FORM_LIMITS.tradeInText}
        required
        hint={i18n._(msg`Like Toyota.`)}
      />
      <TextField
        name="tradeModel"
        label={i18n._(msg`Model`)}
        maxLength={FORM_LIMITS.tradeInText}
        required
        hint={i18n._(msg`Like Camry.`)}
      />
      <TextField
        name="tradeTrim"
        label={i18n._(msg`Trim`)}
        maxLength={FORM_LIMITS.tradeInText}
        hint={i18n._(msg`Like LE or Sport.`)}
      />
      <TextField
        name="tradeVin"
        label="VIN"
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        // Without JavaScript the browser checks the length and the letters; the check digit is the server's.
        pattern="\s*[A-HJ-NPR-Za-hj-npr-z0-9]{17}\s*"
        maxLength={20}
        hint={
          <>
            {i18n._(
              msg`17 characters, on your registration or the driver’s door sticker. It helps us find the exact model.`,
            )}
            <span
              id={fieldNoticeAnchor(formId, "tradeVin")}
              css={refusedVin}
              tabIndex={-1}
              data-returned={vinRefused ? "" : undefined}
            >
              {i18n._(FORM_MESSAGES.vinRefused)}
            </span>
          </>
        }
      />
      <RadioGroup name="tradeCondition" legend={i18n._(msg`Condition`)} options={conditionsIn(i18n)} required />
      <RadioGroup
        name="owesMoney"
        legend={i18n._(msg`Do you still owe money on it?`)}
        options={toOptions(YES_NO, labelsIn(i18n, YES_NO_MESSAGES))}
        required
        onChange={setOwes}
      />
      <div css={payoffField}>
        <TextField
          name="payoffAmount"
          label={i18n._(msg`Roughly how much do you owe?`)}
          inputMode="decimal"
          maxLength={12}
          required={payoffRequired}
          optionalMark={!payoffRequired}
          hint={i18n._(msg`In dollars, like 8500. Your lender's payoff figure is best; a guess is fine.`)}
        />
      </div>
      <TextAreaField
        name="message"
        label={i18n._(msg`Anything else about the car?`)}
        hint={i18n._(msg`New tires, a second key, accident repairs, a service history…`)}
        rows={3}
        maxLength={FORM_LIMITS.message}
      />
      <h3 css={groupHeading} className="full-width">
        {i18n._(msg`How to reach you`)}
      </h3>
      <ContactFields />
    </LeadForm>
  );
}
