import { badgeLabelsFromFile } from "../../src/lib/content/badge-labels-from-file";
import { badgeTextsOf, englishBadgeLabels, siteBadgeLabels } from "../../src/lib/content/site-badge-labels";

const english = {
  lowPrice: "Low Price",
  lowMiles: "Low Miles",
  dealerInspected: "Dealer Inspected",
  localDelivery: "LOCAL DELIVERY",
  getItTomorrow: "Get it Tomorrow!",
};
const englishOnly = Object.fromEntries(Object.entries(english).map(([key, label]) => [key, { en: label }])) as {
  [K in keyof typeof english]: { en: string };
};

describe("badgeTextsOf", () => {
  it("takes the English labels and the page language's written ones apart, leaving blank ones out", () => {
    const badges = {
      ...englishOnly,
      lowPrice: { en: "Low Price", es: "Precio de remate" },
      lowMiles: { en: "Low Miles", es: "  " },
    };
    const { english: labels, translated } = badgeTextsOf(badges, "es");
    expect(labels).toEqual(english);
    expect(translated).toEqual({ lowPrice: "Precio de remate" });
    expect(englishBadgeLabels(badges)).toEqual(english);
  });
});

describe("siteBadgeLabels", () => {
  const badges = { ...englishOnly, getItTomorrow: { en: "Get it Tomorrow!", es: "¡Lléveselo mañana!" } };

  it("shows the dealer's English labels on an English page, the other languages ignored", () => {
    expect(siteBadgeLabels("en", badges)).toEqual(english);
  });

  it("shows the dealer's Spanish label on a Spanish page, else the site's translation", () => {
    const labels = siteBadgeLabels("es", badges);
    expect(labels.getItTomorrow).toBe("¡Lléveselo mañana!");
    expect(labels.lowMiles).toBe("Poco millaje");
    expect(Object.keys(labels).sort()).toEqual(Object.keys(english).sort());
  });
});

describe("badgeLabelsFromFile (the alert functions read content/site.json as it is)", () => {
  it("reads labels by language as they are", () => {
    expect(badgeLabelsFromFile({ ...englishOnly, lowPrice: { en: "Low Price", es: "Precio bajo" } }).lowPrice).toEqual({
      en: "Low Price",
      es: "Precio bajo",
    });
  });

  it("reads a file in the old form, a Spanish twin beside each English label, the same", () => {
    const labels = badgeLabelsFromFile({ ...english, lowPriceEs: "Precio bajo" });
    expect(labels.lowPrice).toEqual({ en: "Low Price", es: "Precio bajo" });
    expect(labels.lowMiles).toEqual({ en: "Low Miles" });
  });
});
