import { badgeTwinsOf, siteBadgeLabels } from "../../src/lib/content/site-badge-labels";

const english = {
  lowPrice: "Low Price",
  lowMiles: "Low Miles",
  dealerInspected: "Dealer Inspected",
  localDelivery: "LOCAL DELIVERY",
  getItTomorrow: "Get it Tomorrow!",
};

describe("badgeTwinsOf", () => {
  it("takes the English labels and the written Spanish twins apart, leaving blank twins out", () => {
    const { english: labels, spanish } = badgeTwinsOf({ ...english, lowPriceEs: "Precio de remate", lowMilesEs: "  " });
    expect(labels).toEqual(english);
    expect(spanish).toEqual({ lowPrice: "Precio de remate" });
  });
});

describe("siteBadgeLabels", () => {
  const badges = { ...english, getItTomorrowEs: "¡Lléveselo mañana!" };

  it("shows the dealer's English labels on an English page, the twins ignored", () => {
    expect(siteBadgeLabels("en", badges)).toEqual(english);
  });

  it("shows the dealer's Spanish label on a Spanish page, else the site's translation", () => {
    const labels = siteBadgeLabels("es", badges);
    expect(labels.getItTomorrow).toBe("¡Lléveselo mañana!");
    expect(labels.lowMiles).toBe("Poco millaje");
    expect(Object.keys(labels).sort()).toEqual(Object.keys(english).sort());
  });
});
