import { langAttributeOf, localizedField } from "../../src/lib/i18n/localized-text";

describe("localizedField", () => {
  const lowPrice = { en: "Low Price", es: "Precio bajo" };

  it("shows the page language's text when it is written", () => {
    expect(localizedField(lowPrice, "es")).toEqual({ text: "Precio bajo", lang: "es" });
  });

  it("falls back to the English text, marked English, when the page language's is missing or blank", () => {
    for (const es of [undefined, null, "", "   "]) {
      expect(localizedField({ en: "Low Price", es }, "es")).toEqual({ text: "Low Price", lang: "en" });
    }
    expect(localizedField({ en: "Low Price" }, "es")).toEqual({ text: "Low Price", lang: "en" });
  });

  it("shows the English text on an English page even when other languages exist", () => {
    expect(localizedField(lowPrice, "en")).toEqual({ text: "Low Price", lang: "en" });
  });

  it("trims the translated text it shows", () => {
    expect(localizedField({ en: "Contact Us", es: "  Contáctenos " }, "es").text).toBe("Contáctenos");
  });
});

describe("langAttributeOf", () => {
  it("marks a text only when it is not in the page's language", () => {
    expect(langAttributeOf({ text: "Hello", lang: "en" }, "es")).toBe("en");
    expect(langAttributeOf({ text: "Hola", lang: "es" }, "es")).toBeUndefined();
    expect(langAttributeOf({ text: "Hello", lang: "en" }, "en")).toBeUndefined();
  });
});
