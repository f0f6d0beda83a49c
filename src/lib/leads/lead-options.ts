// The choices and limits every lead form and the lead endpoint share. Values are what the form posts;
// labels are what the visitor reads and what the dealer sees in the lead.

export const FORM_TYPES = ["contact", "inquiry", "test-drive", "pre-approval"] as const;
export type FormType = (typeof FORM_TYPES)[number];

export const FORM_TYPE_LABELS: Record<FormType, string> = {
  contact: "Contact request",
  inquiry: "Vehicle question",
  "test-drive": "Test-drive request",
  "pre-approval": "Pre-approval request",
};

/** The element id of each form; the no-JavaScript redirect names its status messages after it. */
export const FORM_IDS: Record<FormType, string> = {
  contact: "contact-form",
  inquiry: "vehicle-inquiry-form",
  "test-drive": "vehicle-inquiry-form",
  "pre-approval": "pre-approval-form",
};

export const CONTACT_METHODS = ["email", "phone", "text"] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];
export const CONTACT_METHOD_LABELS: Record<ContactMethod, string> = {
  email: "E-mail",
  phone: "Phone call",
  text: "Text message",
};

export const TEST_DRIVE_TIMES = ["any", "morning", "afternoon", "evening"] as const;
export type TestDriveTime = (typeof TEST_DRIVE_TIMES)[number];
export const TEST_DRIVE_TIME_LABELS: Record<TestDriveTime, string> = {
  any: "Any time",
  morning: "Morning",
  afternoon: "Afternoon",
  evening: "Late afternoon or evening",
};

export const EMPLOYMENT_STATUSES = ["full-time", "part-time", "self-employed", "retired", "student", "other"] as const;
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];
export const EMPLOYMENT_STATUS_LABELS: Record<EmploymentStatus, string> = {
  "full-time": "Employed full-time",
  "part-time": "Employed part-time",
  "self-employed": "Self-employed",
  retired: "Retired",
  student: "Student",
  other: "Other / not employed",
};

export const INCOME_RANGES = ["under-2000", "2000-3999", "4000-5999", "6000-7999", "8000-plus"] as const;
export type IncomeRange = (typeof INCOME_RANGES)[number];
export const INCOME_RANGE_LABELS: Record<IncomeRange, string> = {
  "under-2000": "Under $2,000 a month",
  "2000-3999": "$2,000 to $3,999 a month",
  "4000-5999": "$4,000 to $5,999 a month",
  "6000-7999": "$6,000 to $7,999 a month",
  "8000-plus": "$8,000 or more a month",
};

export const CREDIT_RANGES = ["excellent", "good", "fair", "rebuilding", "not-sure"] as const;
export type CreditRange = (typeof CREDIT_RANGES)[number];
export const CREDIT_RANGE_LABELS: Record<CreditRange, string> = {
  excellent: "Excellent (720 or higher)",
  good: "Good (660 to 719)",
  fair: "Fair (600 to 659)",
  rebuilding: "Rebuilding (below 600)",
  "not-sure": "Not sure",
};

export const LEAD_LIMITS = {
  /** Whole request body, in bytes. */
  bodyBytes: 16 * 1024,
  name: 100,
  email: 254,
  message: 2000,
  vehicleOfInterest: 200,
  returnTo: 300,
  /** How far ahead a test drive may be requested. */
  testDriveDaysAhead: 120,
} as const;

/** The honeypot: hidden from people, filled in by form-filling bots. */
export const HONEYPOT_FIELD = "website";
