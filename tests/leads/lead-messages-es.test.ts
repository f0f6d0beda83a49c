// Every text a visitor can read on the lead path exists in English and in Spanish, and the Spanish is not the
// English left in place: the field errors and the endpoint's answers (tables the lead function reads). The
// forms' status texts and thank-yous are messages of the `leads` catalog: tests/i18n/catalogs.test.ts finds any
// left untranslated, and the counts' plural forms are checked here.
import { i18nFor } from "../../src/lib/i18n/catalogs";
import { RESPONSE_MESSAGES, rateLimitedMessage } from "../../src/lib/leads/delivery/request/response-messages";
import { FIELD_MESSAGES, fieldMessage, issueMessage, type FieldMessageKey } from "../../src/lib/forms/field-messages";
import { FORM_LIMITS } from "../../src/lib/forms/form-limits";
import { LOCALES } from "../../src/lib/i18n/locale";
import { correctFieldsMessage } from "../../src/lib/leads/form-messages";
import { sideBySide, type Bilingual } from "../../src/lib/i18n/text-catalog";
import { leadsCatalogs } from "../../src/locales/leads";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

const catalogs: Record<string, readonly (readonly [string, Bilingual])[]> = {
  "field errors": Object.entries(sideBySide(FIELD_MESSAGES)),
  "endpoint answers": Object.entries(sideBySide(RESPONSE_MESSAGES)),
};

describe.each(Object.entries(catalogs))("%s", (_name, messages) => {
  it.each(messages.map(([key, text]) => [key, text] as const))("%s has a Spanish twin of its own", (_key, text) => {
    expect(text.en.trim()).not.toBe("");
    expect(text.es.trim()).not.toBe("");
    expect(text.es).not.toBe(text.en);
    expect(placeholders(text.es)).toEqual(placeholders(text.en));
  });
});

describe("catalog lookups", () => {
  it("states the limits the messages name, in every language", () => {
    expect(fieldMessage("nameTooLong", "en")).toBe(`Shorten your name to ${FORM_LIMITS.name} characters or fewer.`);
    expect(fieldMessage("nameTooLong", "es")).toBe(`Acorte su nombre a ${FORM_LIMITS.name} caracteres o menos.`);
    for (const locale of LOCALES)
      for (const key of Object.keys(sideBySide(FIELD_MESSAGES)) as FieldMessageKey[])
        // {year} and {location} are the visitor's own value, filled where the message is given.
        expect(
          fieldMessage(key, locale).replace("{year}", "").replace("{location}", ""),
          `${key} (${locale})`,
        ).not.toMatch(/\{\w+\}/);
  });

  it("fills placeholders and leaves English unchanged", () => {
    expect(fieldMessage("tradeYearTooNew", "en", { year: 2028 })).toBe("Enter a model year of 2028 or earlier.");
    expect(fieldMessage("tradeYearTooNew", "es", { year: 2028 })).toBe("Escriba un año de modelo 2028 o anterior.");
  });

  it("words counts in the plural form each language needs", () => {
    const [en, es] = [i18nFor("en", leadsCatalogs), i18nFor("es", leadsCatalogs)];
    expect(en._(correctFieldsMessage(1))).toBe("Please correct the field marked below.");
    expect(en._(correctFieldsMessage(3))).toBe("Please correct the 3 fields marked below.");
    expect(es._(correctFieldsMessage(1))).toBe("Corrija el campo marcado abajo, por favor.");
    expect(es._(correctFieldsMessage(3))).toBe("Corrija los 3 campos marcados abajo, por favor.");
    expect(rateLimitedMessage(1, "(916) 555-0142", "es")).toContain("en 1 minuto, o llámenos al (916) 555-0142.");
    expect(rateLimitedMessage(10, "(916) 555-0142", "es")).toContain("en 10 minutos,");
    expect(rateLimitedMessage(1, "(916) 555-0142", "en")).toContain("in 1 minute, or call");
  });

  it("turns an issue no rule named into a plain request to check the field, never zod's English", () => {
    expect(issueMessage('Invalid input: expected "yes"', "es")).toBe("Revise este campo.");
    expect(issueMessage("toString", "es")).toBe("Revise este campo.");
    expect(issueMessage("nameMissing", "es")).toBe("Escriba su nombre.");
  });
});
