// ADF/XML 1.0 (Auto-lead Data Format), the format dealer CRMs ingest from e-mail. Every value goes
// through escapeXml: no CDATA sections, so a `]]>` typed by a visitor is just text.
import { escapeXml } from "../xml-text";
import type { DetailLine } from "./detail-line";
import { formatDay, formatDetailText, formatLeadDetails } from "./lead-details";
import { FORM_TYPE_LABELS, TEST_DRIVE_TIME_LABELS } from "./lead-options";
import { isCreditLeadWithVehicle, isVehicleLead, type Lead } from "./lead-schema";
import type { LeadVehicleFacts } from "./lead-vehicle";
import { tradeInVehicleBlocks } from "./adf-trade-in";
import type { DealerInfo } from "../server-kit/dealer";

export interface AdfContext {
  id: string;
  requestDate: Date;
  dealer: DealerInfo;
  /** A dealer group's lot the lead is for (lead-lots.ts lotVendor): the <vendor>, where the dealer is otherwise. */
  vendor?: DealerInfo;
  /** Public address of the site, for the provider block. */
  siteUrl: string;
  /** Page the form was sent from (a same-site path), when known. */
  pagePath?: string;
  /** For a vehicle lead: the vehicle as the build's inventory has it (looked up by stock number and VIN). */
  vehicle?: LeadVehicleFacts;
}

/** `2026-11-21T23:50:12+00:00`: ISO 8601 with an explicit offset, as ADF examples use. */
function adfDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "+00:00");
}

type Attributes = Record<string, string | number | undefined>;

function element(name: string, content: string | number | undefined, attributes: Attributes = {}): string {
  const attrs = Object.entries(attributes)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${escapeXml(value as string | number)}"`)
    .join("");
  return content === undefined || content === ""
    ? `<${name}${attrs}/>`
    : `<${name}${attrs}>${escapeXml(content)}</${name}>`;
}

const indent = (lines: string[], depth = 1) => lines.map((line) => `${"  ".repeat(depth)}${line}`);

function block(name: string, children: string[], attributes: Attributes = {}): string[] {
  const open = element(name, undefined, attributes).replace(/\/>$/, ">");
  return [open, ...indent(children), `</${name}>`];
}

function vehicleBlock(lead: Lead, vehicle: LeadVehicleFacts | undefined): string[] {
  if (isVehicleLead(lead) || isCreditLeadWithVehicle(lead)) {
    // Year, make, model, trim and price only from the inventory; a vehicle it does not know is named by its
    // (validated) stock number and VIN alone, and says so.
    const comments = [
      lead.formType === "test-drive" && "Test drive requested",
      lead.formType === "availability" && "Availability confirmation requested",
      lead.formType === "credit-application" && "Went on to the credit application on the lender platform",
      !vehicle && "Not in the inventory this site was built with",
    ]
      .filter(Boolean)
      .join(". ");
    return block(
      "vehicle",
      [
        element("year", vehicle?.year ?? ""),
        element("make", vehicle?.make ?? ""),
        element("model", vehicle?.model ?? ""),
        element("vin", vehicle?.vin ?? lead.vin),
        element("stock", vehicle?.stockNumber ?? lead.stockNumber),
        ...(vehicle?.trim ? [element("trim", vehicle.trim)] : []),
        ...(vehicle ? [element("price", Math.round(vehicle.price), { type: "asking", currency: "USD" })] : []),
        ...(comments ? [element("comments", comments)] : []),
      ],
      { interest: lead.formType === "test-drive" ? "test-drive" : "buy", status: "used" },
    );
  }
  // The DTD wants a vehicle with year, make and model in every prospect: left empty when none is known.
  const extra: string[] = [];
  if (lead.formType === "pre-approval") {
    if (lead.downPayment !== undefined) {
      extra.push(
        ...block("finance", [
          element("method", "finance"),
          element("amount", lead.downPayment, { type: "downpayment", limit: "maximum", currency: "USD" }),
        ]),
      );
    }
    if (lead.vehicleOfInterest) extra.push(element("comments", lead.vehicleOfInterest));
  }
  return block("vehicle", [element("year", ""), element("make", ""), element("model", ""), ...extra], {
    interest: "buy",
    status: "used",
  });
}

function customerBlock(lead: Lead, details: readonly DetailLine[]): string[] {
  const preferred = lead.formType === "contact" ? lead.preferredContact : undefined;
  // No <address>: the DTD wants a street in every address, and the pre-approval form asks for the ZIP code
  // alone, which the comments carry ("ZIP code: 95823").
  const contact = [
    element("name", lead.name, { part: "full" }),
    ...(lead.email
      ? [element("email", lead.email, preferred ? { preferredcontact: preferred === "email" ? 1 : 0 } : {})]
      : []),
    ...(lead.phone
      ? [
          element("phone", lead.phone, {
            type: preferred === "text" ? "cellphone" : "voice",
            ...(preferred ? { preferredcontact: preferred === "email" ? 0 : 1 } : {}),
          }),
        ]
      : []),
  ];
  const timeframe =
    lead.formType === "test-drive"
      ? block("timeframe", [
          element(
            "description",
            `Test drive on ${formatDay(lead.preferredDate)}, ${TEST_DRIVE_TIME_LABELS[lead.preferredTime].toLowerCase()}`,
          ),
          element("earliestdate", lead.preferredDate),
        ])
      : [];
  const comments = formatDetailText(details);
  return block("customer", [...block("contact", contact), ...timeframe, element("comments", comments)]);
}

function vendorBlock(dealer: DealerInfo): string[] {
  const { address } = dealer;
  return block("vendor", [
    element("vendorname", dealer.businessName),
    ...block("contact", [
      element("name", dealer.businessName, { part: "full", type: "business" }),
      element("email", dealer.email),
      element("phone", dealer.phone, { type: "voice" }),
      ...block("address", [
        element("street", address.street, { line: 1 }),
        element("city", address.city),
        element("regioncode", address.region),
        element("postalcode", address.postalCode),
        element("country", address.country),
      ]),
    ]),
  ]);
}

function providerBlock(lead: Lead, context: AdfContext): string[] {
  const base = context.siteUrl.replace(/\/+$/, "");
  return block("provider", [
    element("name", `${context.dealer.businessName} website`, { part: "full" }),
    element("service", `${FORM_TYPE_LABELS[lead.formType]} form`),
    element("url", context.pagePath ? `${base}${context.pagePath}` : `${base}/`),
  ]);
}

/**
 * The complete ADF/XML document for one lead, its comments the lead's details (lead-details.ts), made once by the
 * caller that also writes the summary from them.
 */
export function buildAdf(
  lead: Lead,
  context: AdfContext,
  details: readonly DetailLine[] = formatLeadDetails(lead, context.vehicle),
): string {
  const prospect = block(
    "prospect",
    [
      element("id", context.id, { sequence: 1, source: `${context.dealer.businessName} website` }),
      element("requestdate", adfDate(context.requestDate)),
      ...(lead.formType === "trade-in"
        ? tradeInVehicleBlocks(lead, context.vehicle, { element, block })
        : vehicleBlock(lead, context.vehicle)),
      ...customerBlock(lead, details),
      ...vendorBlock(context.vendor ?? context.dealer),
      ...providerBlock(lead, context),
    ],
    { status: "new" },
  );
  return ['<?xml version="1.0"?>', '<?adf version="1.0"?>', ...block("adf", prospect), ""].join("\n");
}
