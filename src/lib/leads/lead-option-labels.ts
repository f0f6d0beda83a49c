// The lead forms' choices as the visitor reads them, in the page's language. The lead itself keeps the English
// labels of lead-options.ts (the dealer reads them in the ADF, and the lead function cannot read catalogs);
// these say the same in every language, one message per choice, and the types keep the two lists in step.
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type {
  CONTACT_METHOD_LABELS,
  CREDIT_RANGE_LABELS,
  EMPLOYMENT_STATUS_LABELS,
  INCOME_RANGE_LABELS,
  TEST_DRIVE_TIME_LABELS,
  TRADE_IN_CONDITION_LABELS,
  YES_NO_LABELS,
} from "./lead-options";

type MessagesOf<Labels> = Readonly<Record<keyof Labels, MessageDescriptor>>;

export const CONTACT_METHOD_MESSAGES: MessagesOf<typeof CONTACT_METHOD_LABELS> = {
  email: msg`E-mail`,
  phone: msg`Phone call`,
  text: msg`Text message`,
};

export const TEST_DRIVE_TIME_MESSAGES: MessagesOf<typeof TEST_DRIVE_TIME_LABELS> = {
  any: msg`Any time`,
  morning: msg`Morning`,
  afternoon: msg`Afternoon`,
  evening: msg`Late afternoon or evening`,
};

export const EMPLOYMENT_STATUS_MESSAGES: MessagesOf<typeof EMPLOYMENT_STATUS_LABELS> = {
  "full-time": msg`Employed full-time`,
  "part-time": msg`Employed part-time`,
  "self-employed": msg`Self-employed`,
  retired: msg`Retired`,
  student: msg`Student`,
  other: msg`Other / not employed`,
};

export const INCOME_RANGE_MESSAGES: MessagesOf<typeof INCOME_RANGE_LABELS> = {
  "under-2000": msg`Under $2,000 a month`,
  "2000-3999": msg`$2,000 to $3,999 a month`,
  "4000-5999": msg`$4,000 to $5,999 a month`,
  "6000-7999": msg`$6,000 to $7,999 a month`,
  "8000-plus": msg`$8,000 or more a month`,
};

export const CREDIT_RANGE_MESSAGES: MessagesOf<typeof CREDIT_RANGE_LABELS> = {
  excellent: msg`Excellent (720 or higher)`,
  good: msg`Good (660 to 719)`,
  fair: msg`Fair (600 to 659)`,
  rebuilding: msg`Rebuilding (below 600)`,
  "not-sure": msg`Not sure`,
};

export const TRADE_IN_CONDITION_MESSAGES: MessagesOf<typeof TRADE_IN_CONDITION_LABELS> = {
  excellent: msg`Excellent`,
  good: msg`Good`,
  fair: msg`Fair`,
  poor: msg`Poor`,
};

export const YES_NO_MESSAGES: MessagesOf<typeof YES_NO_LABELS> = { yes: msg`Yes`, no: msg`No` };

/** The vehicle form's first choice for a car on sale; in English, FORM_TYPE_LABELS.availability. */
export const AVAILABILITY_MESSAGE: MessageDescriptor = msg`Confirm availability`;

/** A list's labels in `i18n`'s language, by value: what `toOptions` takes. */
export function labelsIn<Key extends string>(i18n: I18n, messages: Readonly<Record<Key, MessageDescriptor>>) {
  const labels = {} as Record<Key, string>;
  for (const key of Object.keys(messages) as Key[]) labels[key] = i18n._(messages[key]);
  return labels;
}
