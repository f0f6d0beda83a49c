// The human-readable side of a lead: the lines that go into the ADF comments, the e-mail subject and
// the readable summary. Labels, not form values: the dealer reads "Employed full-time", not "full-time".
// What the visitor typed freely (message, vehicle of interest) never shares a line with a label and never
// reaches the subject: it comes last, each of its lines quoted with "> ", so a message cannot pass itself
// off as "Consent to calls and texts: Yes" or as a vehicle, and a CRM or a person reading the lead can
// tell the site's facts from the visitor's words.
import {
  CONTACT_METHOD_LABELS,
  CREDIT_DESTINATION_LABELS,
  CREDIT_RANGE_LABELS,
  EMPLOYMENT_STATUS_LABELS,
  FORM_TYPE_LABELS,
  INCOME_RANGE_LABELS,
  TEST_DRIVE_TIME_LABELS,
} from "./lead-options";
import { DEFAULT_LOCALE, languageOf } from "../i18n/locale";
import type { DetailLine } from "./detail-line";
import { isCreditLeadWithVehicle, isVehicleLead, type Lead } from "./lead-schema";
import type { LeadVehicleFacts } from "./lead-vehicle";
import { tradeInDescription, tradeInDetailLines } from "./trade-in-details";
import { vehicleTitle } from "../vehicle/vehicle-title";

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** "Wednesday, November 25, 2026" for 2026-11-25, independent of the server's time zone. */
export function formatDay(isoDate: string): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return date.toLocaleDateString("en-US", {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

/** The Vehicle line: the inventory's facts, or the identifiers (validated, no free text) when not found. */
function vehicleLine(lead: Lead & { stockNumber: string; vin: string }, vehicle: LeadVehicleFacts | undefined): string {
  if (!vehicle) return `stock ${lead.stockNumber}, VIN ${lead.vin}: not in the inventory this site was built with`;
  const status = vehicle.status === "available" ? "" : ` (now ${vehicle.status})`;
  return `${vehicleTitle(vehicle)} (stock ${vehicle.stockNumber}, VIN ${vehicle.vin}), listed at ${dollars.format(vehicle.price)}${status}`;
}

/** The lead's details; `vehicle` is what the build's inventory says about the vehicle a lead names. */
export function formatLeadDetails(lead: Lead, vehicle?: LeadVehicleFacts): DetailLine[] {
  const lines: DetailLine[] = [{ label: "Request", value: FORM_TYPE_LABELS[lead.formType] }];
  // Second, where a CRM rule or a person looks first, so the lead goes to a salesperson who speaks it. An
  // English lead says nothing: its ADF and e-mail stay as they were before the site had a second language.
  if (lead.language && lead.language !== DEFAULT_LOCALE)
    lines.push({ label: "Preferred language", value: languageOf(lead.language).englishName });
  if (isVehicleLead(lead) || isCreditLeadWithVehicle(lead))
    lines.push({ label: "Vehicle", value: vehicleLine(lead, vehicle) });
  if (lead.formType === "credit-application") {
    lines.push({ label: "Went on to", value: CREDIT_DESTINATION_LABELS[lead.destination] });
    if (lead.destination === "prequalification")
      lines.push({ label: "Agreed to the soft credit check", value: lead.softPullConsent ? "Yes" : "No" });
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
  }
  if (lead.formType === "trade-in") lines.push(...tradeInDetailLines(lead, vehicle));
  lines.push({ label: "Consent to calls and texts", value: lead.consent ? "Yes" : "No" });
  if (lead.formType === "trade-in") lines.push(tradeInDescription(lead));
  if (lead.formType === "pre-approval" && lead.vehicleOfInterest)
    lines.push({ label: "Vehicle of interest", value: lead.vehicleOfInterest, freeText: true });
  if (lead.message) lines.push({ label: "Message", value: lead.message, freeText: true });
  return lines;
}

/**
 * Detail lines as text: `Label: value` for the site's facts, then each free-text field as
 * `Label, as typed by the visitor:` followed by its lines, each quoted with "> ".
 */
export function formatDetailText(lines: readonly DetailLine[]): string {
  const facts = lines.filter((line) => !line.freeText).map((line) => `${line.label}: ${line.value}`);
  const typed = lines
    .filter((line) => line.freeText)
    .map(
      (line) =>
        `${line.label}, as typed by the visitor:\n${line.value
          .split("\n")
          .map((text) => `> ${text}`.trimEnd())
          .join("\n")}`,
    );
  return [...facts, ...typed].join("\n");
}

/** `Test-drive request: 2020 Honda Accord Sport (stock A1001)`: facts only, no personal data, no free text. */
export function leadSubject(lead: Lead, vehicle?: LeadVehicleFacts): string {
  const type = FORM_TYPE_LABELS[lead.formType];
  if (isVehicleLead(lead) || isCreditLeadWithVehicle(lead))
    return vehicle
      ? `${type}: ${vehicleTitle(vehicle)} (stock ${vehicle.stockNumber})`
      : `${type}: stock ${lead.stockNumber}`;
  if (lead.formType === "trade-in" && vehicle)
    return `${type}, toward ${vehicleTitle(vehicle)} (stock ${vehicle.stockNumber})`;
  return `${type} from the website`;
}

/** Plain-text summary for people: contact details first, then the details lines, typed text last. */
export function leadSummary(
  lead: Lead,
  context: { id: string; requestDate: Date; pageUrl?: string; vehicle?: LeadVehicleFacts },
  details: readonly DetailLine[] = formatLeadDetails(lead, context.vehicle),
): string {
  const lines: DetailLine[] = [
    { label: "Name", value: lead.name },
    ...(lead.email ? [{ label: "E-mail", value: lead.email }] : []),
    ...(lead.phone ? [{ label: "Phone", value: lead.phone }] : []),
    ...details.filter((line) => !line.freeText),
    ...(context.pageUrl ? [{ label: "Sent from", value: context.pageUrl }] : []),
    { label: "Received", value: context.requestDate.toISOString() },
    { label: "Lead id", value: context.id },
    ...details.filter((line) => line.freeText),
  ];
  return `${formatDetailText(lines)}\n`;
}
