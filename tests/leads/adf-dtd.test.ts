// Every lead the site can send is ADF 1.0 by the specification's DTD (fixtures/adf-1.0.dtd), checked by
// libxml2's validating parser: each form with and without its optional fields, every option of every
// select, and the hostile text the other lead tests use.
import { VEHICLE_STATUSES } from "../../src/lib/content/vehicle-fields";
import { withVinCheckDigit } from "../../src/lib/content/vin";
import { buildAdf, type AdfContext } from "../../src/lib/leads/adf";
import {
  CONTACT_METHODS,
  CREDIT_RANGES,
  EMPLOYMENT_STATUSES,
  FORM_TYPES,
  INCOME_RANGES,
  TEST_DRIVE_TIMES,
  TRADE_IN_CONDITIONS,
  YES_NO,
  type FormType,
} from "../../src/lib/leads/lead-options";
import { FORM_LIMITS } from "../../src/lib/forms/form-limits";
import type { Lead } from "../../src/lib/leads/lead-schema";
import type { LeadVehicleFacts } from "../../src/lib/leads/lead-vehicle";
import {
  availabilityBody,
  contactBody,
  creditApplicationBody,
  dealer,
  inquiryBody,
  NOW,
  parsedLead,
  preApprovalBody,
  testDriveBody,
  tradeInBody,
  vehicleFacts,
} from "./support/lead-fixtures";
import { validateAdf } from "./support/validate-adf";

const context: AdfContext = {
  id: "20261121-DTD001",
  requestDate: NOW,
  dealer,
  siteUrl: "https://sierravistamotors.example",
  pagePath: "/",
};

const lead = parsedLead;

interface AdfCase {
  name: string;
  formType: FormType;
  xml: () => string;
}

/** A lead as a form posts it, with the fixture vehicle in the inventory unless told otherwise. */
const posted = (
  name: string,
  body: Record<string, unknown>,
  vehicle: LeadVehicleFacts | undefined = vehicleFacts,
  overrides: Partial<AdfContext> = {},
): AdfCase => ({
  name,
  formType: body.formType as FormType,
  xml: () => buildAdf(lead(body), { ...context, vehicle, ...overrides }),
});

/** A lead the schema would refuse (markup, raw control characters): the ADF must stay valid anyway. */
const forged = (name: string, body: Record<string, unknown>, changes: Record<string, string>): AdfCase => ({
  name,
  formType: body.formType as FormType,
  xml: () => buildAdf({ ...lead(body), ...changes } as Lead, { ...context, vehicle: vehicleFacts }),
});

const noOptional = { phone: "", message: "", consent: "" };
const TRADE_VIN = withVinCheckDigit("4T1BF1FK5EU000123");
const HOSTILE_TEXT = "Tom & \"Jerry\" 'O'Neil' ]]> 5 > 3 && 2 < 4 \u0001\u0008\u001b\u007f\u0085 émoji 🚗";
const MARKUP = '</comments></customer><vendor><vendorname>Evil</vendorname><![CDATA[x]]><!ENTITY e "x">&e;';
const RAW_CONTROLS = "bell\u0007 nul\u0000 esc\u001b lone\ud800 \uffff end";
const longText = (max: number) => 'Long & "quoted" text, '.repeat(max).slice(0, max).trim();

const CASES: AdfCase[] = [
  // Contact: e-mail, phone or text reply; with and without the optional phone, e-mail and consent.
  posted("contact, all fields", contactBody({ phone: "(916) 555-0100" })),
  posted("contact, e-mail only, no consent", contactBody({ consent: "" })),
  posted("contact, phone only", contactBody({ email: "", phone: "916-555-0100", preferredContact: "phone" })),
  ...CONTACT_METHODS.map((method) =>
    posted(`contact, reply by ${method}`, contactBody({ phone: "916-555-0100", preferredContact: method })),
  ),

  // Vehicle question, availability and test drive: known, unknown and no-longer-available vehicles.
  posted("inquiry, all fields", inquiryBody({ consent: "yes" })),
  posted("inquiry, e-mail only", inquiryBody({ phone: "" })),
  posted("inquiry, phone only", inquiryBody({ email: "" })),
  posted("inquiry, vehicle not in the inventory", inquiryBody(), undefined),
  posted("inquiry, vehicle without a trim", inquiryBody(), { ...vehicleFacts, trim: "" }),
  ...VEHICLE_STATUSES.map((status) => posted(`inquiry, vehicle ${status}`, inquiryBody(), { ...vehicleFacts, status })),
  posted("availability, no message", availabilityBody()),
  posted("availability, all fields", availabilityBody({ message: "Still there?", consent: "yes" })),
  posted("availability, vehicle not in the inventory", availabilityBody({ email: "" }), undefined),
  posted("test drive, no optional fields", testDriveBody({ ...noOptional, preferredTime: "" })),
  posted("test drive, all fields", testDriveBody({ message: "After work, please." })),
  posted("test drive, vehicle not in the inventory", testDriveBody(), undefined),
  ...TEST_DRIVE_TIMES.map((time) => posted(`test drive, ${time}`, testDriveBody({ preferredTime: time }))),

  // Pre-approval: the ZIP code never comes with a street.
  posted("pre-approval, all fields", preApprovalBody({ message: "Call after 5.", consent: "yes" })),
  posted(
    "pre-approval, ZIP code without a street, no optional fields",
    preApprovalBody({ downPayment: "", vehicleOfInterest: "", message: "" }),
  ),
  posted("pre-approval, ZIP+4", preApprovalBody({ postalCode: "95823-1234" })),
  ...EMPLOYMENT_STATUSES.map((status) =>
    posted(`pre-approval, employment ${status}`, preApprovalBody({ employmentStatus: status })),
  ),
  ...INCOME_RANGES.map((range) => posted(`pre-approval, income ${range}`, preApprovalBody({ monthlyIncome: range }))),
  ...CREDIT_RANGES.map((range) => posted(`pre-approval, credit ${range}`, preApprovalBody({ creditRange: range }))),

  // Trade-in: toward a car on the lot or not, money owed with and without an amount.
  posted("trade-in, no optional fields", tradeInBody({ stockNumber: "", tradeTrim: "" })),
  posted(
    "trade-in, all fields",
    tradeInBody({ tradeVin: TRADE_VIN, phone: "916-555-0100", message: "Two keys.", consent: "yes" }),
  ),
  posted("trade-in, money owed, amount not given", tradeInBody({ owesMoney: "yes" })),
  posted("trade-in, money owed, amount given", tradeInBody({ owesMoney: "yes", payoffAmount: "$8,500" })),
  posted("trade-in, toward a stock number not in the inventory", tradeInBody({ stockNumber: "ZZ999" }), undefined),
  posted("trade-in, phone only", tradeInBody({ email: "", phone: "916-555-0100" })),
  ...TRADE_IN_CONDITIONS.map((condition) =>
    posted(`trade-in, condition ${condition}`, tradeInBody({ tradeCondition: condition })),
  ),
  ...YES_NO.map((owes) => posted(`trade-in, money owed: ${owes}`, tradeInBody({ owesMoney: owes }))),

  // Credit application: from a car's page (known or not) or the financing page, either destination.
  posted("credit application, from a car's page", creditApplicationBody({ consent: "yes" })),
  posted("credit application, car not in the inventory", creditApplicationBody(), undefined),
  posted(
    "credit application, from the financing page, phone only",
    creditApplicationBody({ stockNumber: "", vin: "", email: "", phone: "916-555-0100" }),
    undefined,
  ),
  posted(
    "credit application, soft-pull pre-qualification",
    creditApplicationBody({ destination: "prequalification", softPullConsent: "yes" }),
  ),

  // Hostile and extreme text, as the schema passes it and as it would refuse it.
  ...[
    contactBody(),
    inquiryBody(),
    availabilityBody(),
    testDriveBody(),
    preApprovalBody(),
    tradeInBody(),
    creditApplicationBody(),
  ].flatMap((body) => [
    posted(`${String(body.formType)}, quotes, ampersands and control characters`, { ...body, message: HOSTILE_TEXT }),
    posted(`${String(body.formType)}, longest text`, {
      ...body,
      name: "A".repeat(FORM_LIMITS.name),
      message: longText(FORM_LIMITS.message),
    }),
    posted(`${String(body.formType)}, lines, blank lines and tabs`, {
      ...body,
      message: "First line\r\n\r\n\tindented\n> quoted\n",
    }),
    forged(`${String(body.formType)}, markup in name and message`, body, { name: MARKUP, message: MARKUP }),
    forged(`${String(body.formType)}, raw control characters`, body, { name: RAW_CONTROLS, message: RAW_CONTROLS }),
  ]),
  posted("contact, names in other scripts", contactBody({ name: "José Ñúñez-O’Brien 李小龍" })),
  posted(
    "pre-approval, longest vehicle of interest",
    preApprovalBody({ vehicleOfInterest: longText(FORM_LIMITS.vehicleOfInterest) }),
  ),
  forged("pre-approval, markup in the vehicle of interest", preApprovalBody(), { vehicleOfInterest: MARKUP }),
  posted(
    "trade-in, longest make, model and trim",
    tradeInBody({
      tradeMake: longText(FORM_LIMITS.tradeInText),
      tradeModel: longText(FORM_LIMITS.tradeInText),
      tradeTrim: longText(FORM_LIMITS.tradeInText),
    }),
  ),
  forged("trade-in, markup in make, model and trim", tradeInBody(), {
    tradeMake: MARKUP,
    tradeModel: "Rolls & Royce",
    tradeTrim: "</trim><x>",
  }),
  posted("contact, hostile dealer and page values", contactBody(), undefined, {
    dealer: { ...dealer, businessName: 'A&B <Autos> "Best"', phone: "]]>" },
    pagePath: '/a"b/<x>',
  }),
];

describe("ADF 1.0 DTD validation", () => {
  it("covers every form type", () => {
    expect(new Set(CASES.map((adfCase) => adfCase.formType))).toEqual(new Set(FORM_TYPES));
  });

  it("refuses what the DTD refuses, so a pass means something", () => {
    const valid = buildAdf(lead(contactBody()), context);
    expect(validateAdf(valid)).toEqual({ status: 0, stderr: "" });
    const broken = {
      "an address without a street": valid.replace(
        "</email>",
        "</email>\n<address><postalcode>95823</postalcode></address>",
      ),
      "a finance block without an amount": valid.replace(
        "<model/>",
        "<model/><finance><method>finance</method><balance>8500</balance></finance>",
      ),
      "a contact without e-mail or phone": valid.replace(/<email[^>]*>[^<]*<\/email>/, ""),
      "a vehicle without a model": valid.replace("<model/>", ""),
    };
    for (const [what, xml] of Object.entries(broken)) {
      expect(xml, what).not.toBe(valid);
      const result = validateAdf(xml);
      expect(result.status, what).not.toBe(0);
      expect(result.stderr, what).toMatch(/validity error/);
    }
  });

  it.each(CASES)("$name", ({ xml }) => {
    // On failure the diff shows xmllint's messages: which element, what it expected, what it got.
    expect(validateAdf(xml())).toEqual({ status: 0, stderr: "" });
  });
});
