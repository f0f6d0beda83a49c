// The lead recorded before a shopper leaves for the dealer's lender platform (formType "credit-application").
import { buildAdf } from "../../src/lib/leads/adf";
import { formatDetailText, formatLeadDetails, leadSubject } from "../../src/lib/leads/lead-details";
import { parseLead } from "../../src/lib/leads/lead-schema";
import { creditApplicationBody, dealer, NOW, parsedLead, TODAY, vehicleFacts } from "./support/lead-fixtures";

const errorsOf = (body: Record<string, unknown>) => {
  const result = parseLead(body, TODAY);
  return result.ok ? {} : result.errors;
};

describe("the credit-application lead", () => {
  it("names the car from the inventory and where the shopper went, with no SSN or birth date field", () => {
    const lead = parsedLead(creditApplicationBody());
    expect(lead).toMatchObject({ formType: "credit-application", destination: "application", stockNumber: "H24100" });
    const text = formatDetailText(formatLeadDetails(lead, vehicleFacts));
    expect(text).toContain("Request: Credit application started");
    expect(text).toContain("Vehicle: 2019 Honda Civic EX (stock H24100");
    expect(text).toContain("Went on to: Credit application on the lender platform");
    expect(leadSubject(lead, vehicleFacts)).toBe("Credit application started: 2019 Honda Civic EX (stock H24100)");
    const xml = buildAdf(lead, {
      id: "x",
      requestDate: NOW,
      dealer,
      siteUrl: "https://s.example",
      vehicle: vehicleFacts,
    });
    expect(xml).toContain("<stock>H24100</stock>");
    expect(xml).toContain("Went on to the credit application on the lender platform");
  });

  it("from the financing page names no car", () => {
    const lead = parsedLead(creditApplicationBody({ stockNumber: "", vin: "" }));
    expect(formatDetailText(formatLeadDetails(lead))).not.toContain("Vehicle:");
    expect(leadSubject(lead)).toBe("Credit application started from the website");
  });

  it("refuses the soft-pull path without the FCRA written instructions ticked, in the shopper's language", () => {
    expect(errorsOf(creditApplicationBody({ destination: "prequalification" }))).toEqual({
      softPullConsent: "Tick the box to agree to the credit check, or choose the full credit application.",
    });
    expect(errorsOf(creditApplicationBody({ destination: "prequalification", language: "es" })).softPullConsent).toBe(
      "Marque la casilla para aceptar la consulta de crédito, o elija la solicitud de crédito completa.",
    );
    const lead = parsedLead(creditApplicationBody({ destination: "prequalification", softPullConsent: "yes" }));
    expect(formatDetailText(formatLeadDetails(lead, vehicleFacts))).toContain("Agreed to the soft credit check: Yes");
  });

  it("needs a way to reply, a known destination, and both identifiers of a car or neither", () => {
    expect(errorsOf(creditApplicationBody({ email: "" })).email).toBe(
      "Enter your e-mail address or phone number so we can reply.",
    );
    expect(errorsOf(creditApplicationBody({ destination: "elsewhere" })).destination).toBe(
      "Choose the credit application or the pre-qualification.",
    );
    expect(errorsOf(creditApplicationBody({ vin: "" })).vin).toBe("This vehicle's VIN is missing.");
  });
});
