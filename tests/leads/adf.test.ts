import { buildAdf } from "../../src/lib/leads/adf";
import {
  availabilityBody,
  contactBody,
  dealer,
  inquiryBody,
  NOW,
  parsedLead,
  preApprovalBody,
  testDriveBody,
  vehicle,
  vehicleFacts,
} from "./support/lead-fixtures";
import { parseXml, textOf } from "./support/parse-xml";

const context = {
  id: "20261121-7KQ4M2",
  requestDate: NOW,
  dealer,
  siteUrl: "https://sierravistamotors.example",
  pagePath: "/contact/",
};

const lead = parsedLead;

describe("buildAdf", () => {
  it("starts with the XML and ADF declarations and has every required prospect element", () => {
    const xml = buildAdf(lead(contactBody()), context);
    expect(xml.startsWith('<?xml version="1.0"?>\n<?adf version="1.0"?>\n<adf>')).toBe(true);
    const doc = parseXml(xml);
    const prospect = doc.querySelector("adf > prospect");
    expect(prospect?.getAttribute("status")).toBe("new");
    // Order required by the ADF DTD: id*, requestdate, vehicle+, customer, vendor, provider?
    expect(Array.from(prospect?.children ?? [], (child) => child.tagName)).toEqual([
      "id",
      "requestdate",
      "vehicle",
      "customer",
      "vendor",
      "provider",
    ]);
    expect(textOf(doc, "prospect > id")).toBe("20261121-7KQ4M2");
    expect(textOf(doc, "prospect > requestdate")).toBe("2026-11-21T18:30:00+00:00");
    expect(textOf(doc, "customer > contact > name")).toBe("Maria Gonzalez");
    expect(doc.querySelector("customer > contact > name")?.getAttribute("part")).toBe("full");
    expect(textOf(doc, "customer > contact > email")).toBe("maria@example.com");
    expect(doc.querySelector("customer > contact > email")?.getAttribute("preferredcontact")).toBe("1");
    expect(textOf(doc, "customer > comments")).toContain(
      "Message, as typed by the visitor:\n> Do you have any small SUVs under $15,000?",
    );
    expect(textOf(doc, "customer > comments")).toContain("Consent to calls and texts: Yes");
    expect(textOf(doc, "vendor > vendorname")).toBe("Sierra Vista Motors");
    expect(textOf(doc, "vendor > contact > phone")).toBe("(916) 555-0142");
    expect(textOf(doc, "vendor > contact > address > postalcode")).toBe("95820");
    expect(textOf(doc, "provider > name")).toBe("Sierra Vista Motors website");
    expect(textOf(doc, "provider > service")).toBe("Contact request form");
    expect(textOf(doc, "provider > url")).toBe("https://sierravistamotors.example/contact/");
  });

  it("describes the vehicle of an inquiry with year, make, model, VIN, stock, trim and price in DTD order", () => {
    const doc = parseXml(buildAdf(lead(inquiryBody()), { ...context, vehicle: vehicleFacts }));
    const vehicleElement = doc.querySelector("prospect > vehicle");
    expect(vehicleElement?.getAttribute("interest")).toBe("buy");
    expect(vehicleElement?.getAttribute("status")).toBe("used");
    expect(Array.from(vehicleElement?.children ?? [], (child) => child.tagName)).toEqual([
      "year",
      "make",
      "model",
      "vin",
      "stock",
      "trim",
      "price",
    ]);
    expect(textOf(doc, "vehicle > year")).toBe("2019");
    expect(textOf(doc, "vehicle > vin")).toBe(vehicle.vin);
    expect(textOf(doc, "vehicle > stock")).toBe("H24100");
    expect(textOf(doc, "vehicle > price")).toBe("18995");
    expect(doc.querySelector("vehicle > price")?.getAttribute("currency")).toBe("USD");
    expect(textOf(doc, "customer > contact > phone")).toBe("(916) 555-0199");
  });

  it("says a request to confirm availability in the comments' first line and on the vehicle, values escaped", () => {
    const xml = buildAdf(lead(availabilityBody({ message: "Still there & on sale? 'Today'" })), {
      ...context,
      vehicle: vehicleFacts,
    });
    expect(xml).toContain("&gt; Still there &amp; on sale? &apos;Today&apos;");
    const doc = parseXml(xml);
    expect(doc.querySelector("prospect > vehicle")?.getAttribute("interest")).toBe("buy");
    expect(textOf(doc, "vehicle > stock")).toBe("H24100");
    expect(textOf(doc, "vehicle > comments")).toBe("Availability confirmation requested");
    const comments = textOf(doc, "customer > comments") ?? "";
    expect(comments.split("\n").slice(0, 2)).toEqual([
      "Request: Confirm availability",
      `Vehicle: 2019 Honda Civic EX (stock H24100, VIN ${vehicle.vin}), listed at $18,995`,
    ]);
    expect(comments).toContain("> Still there & on sale? 'Today'");
    expect(textOf(doc, "provider > service")).toBe("Confirm availability form");
    expect(doc.querySelector("customer > timeframe")).toBeNull();
  });

  it("marks a test drive and gives its day as the timeframe", () => {
    const doc = parseXml(buildAdf(lead(testDriveBody()), { ...context, vehicle: vehicleFacts }));
    expect(doc.querySelector("prospect > vehicle")?.getAttribute("interest")).toBe("test-drive");
    expect(textOf(doc, "customer > timeframe > earliestdate")).toBe("2026-11-25");
    expect(textOf(doc, "customer > timeframe > description")).toBe(
      "Test drive on Wednesday, November 25, 2026, afternoon",
    );
  });

  it("puts the pre-approval answers in the comments and the down payment in a finance block, without SSN or birth date", () => {
    const xml = buildAdf(lead(preApprovalBody()), context);
    const doc = parseXml(xml);
    expect(textOf(doc, "vehicle > finance > amount")).toBe("2500");
    expect(doc.querySelector("vehicle > finance > amount")?.getAttribute("type")).toBe("downpayment");
    expect(textOf(doc, "vehicle > comments")).toBe("A pickup truck");
    const comments = textOf(doc, "customer > comments") ?? "";
    // The DTD wants a street in every <address> and the form asks for the ZIP code alone: the comments carry it.
    expect(doc.querySelector("customer > contact > address")).toBeNull();
    expect(comments).toContain("ZIP code: 95823");
    expect(comments).toContain("Employment: Employed full-time");
    expect(comments).toContain("Monthly income: $4,000 to $5,999 a month");
    expect(comments).toContain("Credit: Fair (600 to 659)");
    expect(xml).not.toMatch(/ssn|social security|birth/i);
  });

  it("keeps hostile text as text: quotes, ampersands, CDATA terminators and control characters", () => {
    const hostile = "Tom & \"Jerry\" 'O'Neil' ]]> <3 \u0001\u0008";
    const xml = buildAdf(lead(contactBody({ message: hostile })), context);
    expect(xml).not.toContain("]]>");
    expect(xml).not.toContain("\u0001");
    const doc = parseXml(xml);
    expect(textOf(doc, "customer > comments")).toContain(
      "Message, as typed by the visitor:\n> Tom & \"Jerry\" 'O'Neil' ]]> <3",
    );
    // The escaped values cannot close or open elements: the structure is unchanged.
    expect(doc.querySelectorAll("customer > comments")).toHaveLength(1);
  });

  it("escapes dealer and page values too", () => {
    const xml = buildAdf(lead(contactBody()), {
      ...context,
      dealer: { ...dealer, businessName: "A&B <Autos>" },
      pagePath: '/a"b/',
    });
    const doc = parseXml(xml);
    expect(textOf(doc, "vendor > vendorname")).toBe("A&B <Autos>");
    expect(doc.querySelector("prospect > id")?.getAttribute("source")).toBe("A&B <Autos> website");
  });

  it("formats the request date with an explicit offset", () => {
    const xml = buildAdf(lead(contactBody()), { ...context, requestDate: new Date("2026-01-02T03:04:05.678Z") });
    expect(textOf(parseXml(xml), "prospect > requestdate")).toBe("2026-01-02T03:04:05+00:00");
  });
});
