// A lead's `language`: optional, "en" or "es" and nothing else; the field errors come back in it, and the
// dealer's ADF and e-mail say "Preferred language: Spanish" for a Spanish lead and nothing for an English one.
import { buildAdf, type AdfContext } from "../../src/lib/leads/adf";
import { buildLeadMessage, toMailOptions } from "../../src/lib/leads/delivery/outbox/lead-message";
import { FIELD_MESSAGES } from "../../src/lib/forms/field-messages";
import { sideBySide } from "../../src/lib/i18n/text-catalog";
import { parseLead } from "../../src/lib/leads/lead-schema";
import {
  contactBody,
  dealer,
  inquiryBody,
  NOW,
  parsedLead,
  preApprovalBody,
  testDriveBody,
  TODAY,
  tradeInBody,
  vehicleFacts,
} from "./support/lead-fixtures";
import { parseXml, textOf } from "./support/parse-xml";
import { validateAdf } from "./support/validate-adf";

const context: AdfContext = {
  id: "20261121-LANG01",
  requestDate: NOW,
  dealer,
  siteUrl: "https://sierravistamotors.example",
  pagePath: "/es/contact/",
};

const errorsOf = (body: Record<string, unknown>) => {
  const parsed = parseLead(body, TODAY);
  if (parsed.ok) throw new Error("expected the lead to be refused");
  return parsed.errors;
};

const SPANISH = new Set<string>(Object.values(sideBySide(FIELD_MESSAGES)).map((text) => text.es));
const ENGLISH = new Set<string>(Object.values(sideBySide(FIELD_MESSAGES)).map((text) => text.en));

describe("the language field", () => {
  it("is optional: absent or empty means English, and the lead carries no language", () => {
    expect(parsedLead(contactBody()).language).toBeUndefined();
    expect(parsedLead(contactBody({ language: "" })).language).toBeUndefined();
    expect(parsedLead(contactBody({ language: "es" })).language).toBe("es");
    expect(parsedLead(contactBody({ language: "en" })).language).toBe("en");
  });

  it.each([["fr"], ["ES"], ["spanish"], [["es"]], [{ es: true }], [1]])(
    "refuses %j as a field error naming the two languages",
    (language) => {
      expect(errorsOf(contactBody({ language }))).toEqual({
        language: expect.stringMatching(/^Send the language as one of the site's language codes: "en", /),
      });
    },
  );

  it("answers every bad field of a Spanish lead in Spanish, and the same lead without it in English", () => {
    const bad = {
      name: "<b>",
      email: "not an e-mail",
      phone: "12",
      message: "",
      consent: "maybe",
      preferredContact: "pigeon",
    };
    const spanish = errorsOf(contactBody({ ...bad, language: "es" }));
    const english = errorsOf(contactBody(bad));
    expect(Object.keys(spanish).sort()).toEqual(Object.keys(english).sort());
    expect(Object.keys(spanish)).toHaveLength(6);
    for (const field of Object.keys(english)) {
      expect(ENGLISH.has(english[field])).toBe(true);
      expect(SPANISH.has(spanish[field])).toBe(true);
    }
    expect(spanish.email).toBe("Escriba un correo electrónico como nombre@ejemplo.com.");
    expect(english.email).toBe("Enter an e-mail address like name@example.com.");
  });

  it("words the rules across fields in Spanish too: reply address, test-drive day, trade-in year and payoff", () => {
    expect(errorsOf(inquiryBody({ email: "", phone: "", language: "es" })).email).toBe(
      "Escriba su correo electrónico o su número de teléfono para que podamos responderle.",
    );
    expect(errorsOf(testDriveBody({ preferredDate: "2020-01-01", language: "es" })).preferredDate).toBe(
      "Elija hoy o un día posterior.",
    );
    expect(errorsOf(tradeInBody({ tradeYear: "2099", language: "es" })).tradeYear).toBe(
      "Escriba un año de modelo 2027 o anterior.",
    );
    expect(
      errorsOf(tradeInBody({ owesMoney: "yes", payoffShown: "yes", payoffAmount: "", language: "es" })).payoffAmount,
    ).toBe("Escriba más o menos cuánto debe todavía, por ejemplo 8500.");
    expect(errorsOf(preApprovalBody({ postalCode: "9582", language: "es" })).postalCode).toBe(
      "Escriba un código postal de 5 dígitos, como 95820.",
    );
  });

  it("keeps the form-type error in the lead's language", () => {
    expect(errorsOf({ formType: "nope", language: "es" }).formType).toBe(
      "Elija si tiene una pregunta o si quiere una prueba de manejo.",
    );
  });
});

describe("the preferred language in the dealer's lead", () => {
  const customerComments = (xml: string) => textOf(parseXml(xml), "prospect > customer > comments") ?? "";

  it.each([
    ["contact", contactBody],
    ["inquiry", inquiryBody],
    ["test drive", testDriveBody],
    ["pre-approval", preApprovalBody],
    ["trade-in", tradeInBody],
  ])("a Spanish %s lead says so second in the ADF comments, and stays valid ADF", (_name, body) => {
    const xml = buildAdf(parsedLead(body({ language: "es" })), { ...context, vehicle: vehicleFacts });
    const lines = customerComments(xml).split("\n");
    expect(lines[1]).toBe("Preferred language: Spanish");
    expect(lines.filter((line) => line.startsWith("Preferred language"))).toHaveLength(1);
    expect(validateAdf(xml)).toEqual({ status: 0, stderr: "" });
  });

  it.each([
    ["contact", contactBody],
    ["inquiry", inquiryBody],
    ["trade-in", tradeInBody],
  ])("an English %s lead's ADF is the same, byte for byte, with language en or without it", (_name, body) => {
    const withoutLanguage = buildAdf(parsedLead(body()), { ...context, vehicle: vehicleFacts });
    expect(buildAdf(parsedLead(body({ language: "en" })), { ...context, vehicle: vehicleFacts })).toBe(withoutLanguage);
    expect(withoutLanguage).not.toContain("Preferred language");
  });

  it("puts the language in the e-mail's readable text and keeps it with the message", () => {
    const message = buildLeadMessage(parsedLead(contactBody({ language: "es" })), context);
    expect(message.language).toBe("es");
    const readable = toMailOptions(message, {
      from: "site@dealer.example",
      to: ["crm@dealer.example"],
      format: "readable",
    });
    expect(readable.text).toContain("\nPreferred language: Spanish\n");
    const adfMail = toMailOptions(message, { from: "site@dealer.example", to: ["crm@dealer.example"], format: "adf" });
    expect(adfMail.text).toContain("Preferred language: Spanish");
    const english = buildLeadMessage(parsedLead(contactBody()), context);
    expect(english.language).toBe("en");
    expect(english.summary).not.toContain("Preferred language");
  });
});
