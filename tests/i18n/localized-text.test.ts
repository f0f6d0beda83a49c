import { englishKeyOf, langAttributeOf, localizedField, localizedText } from "../../src/lib/i18n/localized-text";

describe("localizedText", () => {
  it("shows the Spanish text on a Spanish page", () => {
    expect(localizedText("Low Price", "Precio bajo", "es")).toEqual({ text: "Precio bajo", lang: "es" });
  });

  it("falls back to the English text, marked English, when the Spanish one is missing or blank", () => {
    for (const missing of [undefined, null, "", "   "]) {
      expect(localizedText("Low Price", missing, "es")).toEqual({ text: "Low Price", lang: "en" });
    }
  });

  it("shows the English text on an English page even when a Spanish one exists", () => {
    expect(localizedText("Low Price", "Precio bajo", "en")).toEqual({ text: "Low Price", lang: "en" });
  });

  it("trims the Spanish text it shows", () => {
    expect(localizedText("Contact Us", "  Contáctenos ", "es").text).toBe("Contáctenos");
  });
});

describe("localizedField", () => {
  const site = {
    tagline: "Quality pre-owned vehicles.",
    taglineEs: "Autos seminuevos de calidad.",
    callToAction: "Apply",
  };

  it("reads a field's Spanish twin by its English key", () => {
    expect(localizedField(site, "tagline", "es")).toEqual({ text: "Autos seminuevos de calidad.", lang: "es" });
    expect(localizedField(site, "tagline", "en")).toEqual({ text: "Quality pre-owned vehicles.", lang: "en" });
  });

  it("falls back when the record has no twin", () => {
    expect(localizedField(site, "callToAction", "es")).toEqual({ text: "Apply", lang: "en" });
  });
});

describe("twin keys", () => {
  it("takes Es off a twin's key", () => {
    expect(englishKeyOf("descriptionEs")).toBe("description");
    expect(englishKeyOf("lowPriceEs")).toBe("lowPrice");
  });

  it("does not take a key that merely ends in es for a twin", () => {
    expect(englishKeyOf("languages")).toBeUndefined();
    expect(englishKeyOf("features")).toBeUndefined();
    expect(englishKeyOf("Es")).toBeUndefined();
  });
});

describe("langAttributeOf", () => {
  it("marks a text only when it is not in the page's language", () => {
    expect(langAttributeOf({ text: "Hello", lang: "en" }, "es")).toBe("en");
    expect(langAttributeOf({ text: "Hola", lang: "es" }, "es")).toBeUndefined();
    expect(langAttributeOf({ text: "Hello", lang: "en" }, "en")).toBeUndefined();
  });
});
