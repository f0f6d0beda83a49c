// The choices and limits every lead form and the lead endpoint share. Values are what the form posts;
// labels are what the dealer sees in the lead, in English (the forms show lead-option-labels.ts, in the page's
// language).

/** The values of a closed list of choices, in the order their labels are written. */
function choicesOf<K extends string>(labels: Record<K, string>): readonly [K, ...K[]] {
  // Object.keys keeps the written order for keys that are not array indexes, as none of these are.
  return Object.keys(labels) as [K, ...K[]];
}

export const FORM_TYPE_LABELS = {
  contact: "Contact request",
  inquiry: "Vehicle question",
  // Also the first words of the lead's comments ("Request: Confirm availability"), what the dealer acts on.
  availability: "Confirm availability",
  "test-drive": "Test-drive request",
  "pre-approval": "Pre-approval request",
  "trade-in": "Trade-in appraisal request",
  // The shopper went on to the credit application (or soft-pull pre-qualification) on the dealer's lender platform.
  "credit-application": "Credit application started",
} as const;
export type FormType = keyof typeof FORM_TYPE_LABELS;
export const FORM_TYPES = choicesOf(FORM_TYPE_LABELS);

/** The element id of each form; the no-JavaScript redirect names its status messages after it. */
export const FORM_IDS: Record<FormType, string> = {
  contact: "contact-form",
  inquiry: "vehicle-inquiry-form",
  availability: "vehicle-inquiry-form",
  "test-drive": "vehicle-inquiry-form",
  "pre-approval": "pre-approval-form",
  "trade-in": "trade-in-form",
  "credit-application": "credit-application-form",
};

export const CONTACT_METHOD_LABELS = {
  email: "E-mail",
  phone: "Phone call",
  text: "Text message",
} as const;
export const CONTACT_METHODS = choicesOf(CONTACT_METHOD_LABELS);

export const TEST_DRIVE_TIME_LABELS = {
  any: "Any time",
  morning: "Morning",
  afternoon: "Afternoon",
  evening: "Late afternoon or evening",
} as const;
export const TEST_DRIVE_TIMES = choicesOf(TEST_DRIVE_TIME_LABELS);

export const EMPLOYMENT_STATUS_LABELS = {
  "full-time": "Employed full-time",
  "part-time": "Employed part-time",
  "self-employed": "Self-employed",
  retired: "Retired",
  student: "Student",
  other: "Other / not employed",
} as const;
export const EMPLOYMENT_STATUSES = choicesOf(EMPLOYMENT_STATUS_LABELS);

export const INCOME_RANGE_LABELS = {
  "under-2000": "Under $2,000 a month",
  "2000-3999": "$2,000 to $3,999 a month",
  "4000-5999": "$4,000 to $5,999 a month",
  "6000-7999": "$6,000 to $7,999 a month",
  "8000-plus": "$8,000 or more a month",
} as const;
export const INCOME_RANGES = choicesOf(INCOME_RANGE_LABELS);

export const CREDIT_RANGE_LABELS = {
  excellent: "Excellent (720 or higher)",
  good: "Good (660 to 719)",
  fair: "Fair (600 to 659)",
  rebuilding: "Rebuilding (below 600)",
  "not-sure": "Not sure",
} as const;
export const CREDIT_RANGES = choicesOf(CREDIT_RANGE_LABELS);

/** Where a credit-application lead's shopper goes next, on the lender platform (content/site.json creditApplication). */
export const CREDIT_DESTINATION_LABELS = {
  application: "Credit application on the lender platform",
  prequalification: "Soft-pull pre-qualification on the lender platform (agreed to the credit check)",
} as const;
export const CREDIT_DESTINATIONS = choicesOf(CREDIT_DESTINATION_LABELS);

/** The condition a shopper picks for their trade-in: ADF's own values, minus "unknown". */
export const TRADE_IN_CONDITION_LABELS = {
  excellent: "Excellent",
  good: "Good",
  fair: "Fair",
  poor: "Poor",
} as const;
export const TRADE_IN_CONDITIONS = choicesOf(TRADE_IN_CONDITION_LABELS);

export const YES_NO_LABELS = { yes: "Yes", no: "No" } as const;
export const YES_NO = choicesOf(YES_NO_LABELS);

/** The honeypot: hidden from people, filled in by form-filling bots. */
export const HONEYPOT_FIELD = "website";

/** Where every lead form posts (src/api/leads.ts). */
export const LEAD_ENDPOINT = "/api/leads";
