// The human-readable side of a lead: the lines that go into the ADF comments, the e-mail subject and
// the readable summary. Labels, not form values: the dealer reads "Employed full-time", not "full-time".
import {
  CONTACT_METHOD_LABELS,
  CREDIT_RANGE_LABELS,
  EMPLOYMENT_STATUS_LABELS,
  FORM_TYPE_LABELS,
  INCOME_RANGE_LABELS,
  TEST_DRIVE_TIME_LABELS,
} from "./lead-options";
import { isVehicleLead, type Lead } from "./lead-schema";
import { vehicleTitle } from "./vehicle-title";

export interface DetailLine {
  label: string;
  value: string;
}

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** "Wednesday, November 25, 2026" for 2026-11-25, independent of the server's time zone. */
export function formatDay(isoDate: string): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return date.toLocaleDateString("en-US", { weekday: "long", year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}

export function formatLeadDetails(lead: Lead): DetailLine[] {
  const lines: DetailLine[] = [{ label: "Request", value: FORM_TYPE_LABELS[lead.formType] }];
  if (isVehicleLead(lead)) {
    const price = lead.price !== undefined ? `, listed at ${dollars.format(lead.price)}` : "";
    lines.push({ label: "Vehicle", value: `${vehicleTitle(lead)} (stock ${lead.stockNumber}, VIN ${lead.vin})${price}` });
  }
  if (lead.formType === "test-drive") {
    lines.push({ label: "Preferred day", value: formatDay(lead.preferredDate) });
    lines.push({ label: "Preferred time", value: TEST_DRIVE_TIME_LABELS[lead.preferredTime] });
  }
  if (lead.formType === "contact") {
    lines.push({ label: "Preferred reply", value: CONTACT_METHOD_LABELS[lead.preferredContact] });
  }
  if (lead.formType === "pre-approval") {
    lines.push({ label: "Employment", value: EMPLOYMENT_STATUS_LABELS[lead.employmentStatus] });
    lines.push({ label: "Monthly income", value: INCOME_RANGE_LABELS[lead.monthlyIncome] });
    lines.push({ label: "Credit", value: CREDIT_RANGE_LABELS[lead.creditRange] });
    lines.push({ label: "ZIP code", value: lead.postalCode });
    if (lead.downPayment !== undefined) lines.push({ label: "Down payment", value: dollars.format(lead.downPayment) });
    if (lead.vehicleOfInterest) lines.push({ label: "Vehicle of interest", value: lead.vehicleOfInterest });
  }
  if (lead.message) lines.push({ label: "Message", value: lead.message });
  lines.push({ label: "Consent to calls and texts", value: lead.consent ? "Yes" : "No" });
  return lines;
}

/** `Test-drive request: 2020 Honda Accord Sport (stock A1001)`; no personal data in the subject. */
export function leadSubject(lead: Lead): string {
  const type = FORM_TYPE_LABELS[lead.formType];
  if (isVehicleLead(lead)) return `${type}: ${vehicleTitle(lead)} (stock ${lead.stockNumber})`;
  if (lead.formType === "pre-approval" && lead.vehicleOfInterest) return `${type}: ${lead.vehicleOfInterest}`;
  return `${type} from the website`;
}

/** Plain-text summary for people: contact details first, then the details lines. */
export function leadSummary(lead: Lead, context: { id: string; requestDate: Date; pageUrl?: string }): string {
  const lines: DetailLine[] = [
    { label: "Name", value: lead.name },
    ...(lead.email ? [{ label: "E-mail", value: lead.email }] : []),
    ...(lead.phone ? [{ label: "Phone", value: lead.phone }] : []),
    ...formatLeadDetails(lead),
    ...(context.pageUrl ? [{ label: "Sent from", value: context.pageUrl }] : []),
    { label: "Received", value: context.requestDate.toISOString() },
    { label: "Lead id", value: context.id },
  ];
  return `${lines.map((line) => (line.value.includes("\n") ? `${line.label}:\n${line.value}` : `${line.label}: ${line.value}`)).join("\n")}\n`;
}
