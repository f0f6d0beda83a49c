import { siteSettingsOf, testimonialOf } from "../../src/lib/content/from-graphql";
import { WEEK_DAYS } from "../../src/lib/content/site-fields";

const node = {
  businessName: "Sierra Vista Motors",
  shortName: "Sierra",
  tagline: "t",
  taglineEs: null,
  description: "d",
  descriptionEs: null,
  phone: "(916) 555-0142",
  email: "a@b.example",
  mapUrl: "https://maps.example",
  callToAction: "Get Pre-Approved",
  callToActionEs: "Solicite su preaprobación",
  languages: ["en", "es"],
  featuredVehicleCount: 6,
  address: { street: "1 Main", city: "Sacramento", region: "CA", postalCode: "95820", country: "US" },
  geo: null,
  hours: WEEK_DAYS.map((day) => ({ day: String(day), hours: "Closed" })),
  contact: { heading: "h", headingEs: "Contáctenos", subheading: "s", subheadingEs: null, intro: "i", introEs: null },
  badges: {
    lowPrice: "Low Price",
    lowPriceEs: "Precio bajo",
    lowMiles: "Low Miles",
    lowMilesEs: null,
    dealerInspected: "Dealer Inspected",
    dealerInspectedEs: null,
    localDelivery: "LOCAL DELIVERY",
    localDeliveryEs: null,
    getItTomorrow: "Get it Tomorrow!",
    getItTomorrowEs: null,
  },
  flags: {
    topBar: true,
    footer: true,
    financing: true,
    socialBlock: true,
    facebook: true,
    instagram: true,
    twitter: false,
  },
  social: { facebook: "https://f.example", instagram: "https://i.example", twitter: "https://t.example" },
  financing: { creditScore: 720, termMonths: 72, annualIncome: 100000, apr: 6.9, downPaymentPercent: 10 },
  credit: { vendorName: "v", vendorUrl: "https://v.example", location: "in California", locationEs: null },
  historyReport: null,
  reserve: null,
  fees: null,
  serviceContract: null,
};

describe("siteSettingsOf", () => {
  it("drops a null geo, narrows the week days and hands every reader the same object", () => {
    const settings = siteSettingsOf(node);
    expect(settings).not.toHaveProperty("geo");
    expect(settings).not.toHaveProperty("historyReport");
    expect(settings).not.toHaveProperty("reserve");
    expect(settings).not.toHaveProperty("fees");
    expect(settings.hours[0]).toEqual({ day: "Monday", hours: "Closed" });
    expect(settings.languages).toEqual(["en", "es"]);
    expect(siteSettingsOf(node)).toBe(settings);
  });

  it("keeps the Spanish twins that are set and leaves out the null ones, nested ones too", () => {
    const settings = siteSettingsOf({
      ...node,
      reserve: {
        urlTemplate: "https://pay.example/{vin}",
        label: "Reserve",
        labelEs: null,
        deposit: "$500",
        depositEs: "Depósito de $500",
      },
      fees: [{ name: "Doc fee", nameEs: null, amount: 85, required: true, includedInPrice: false }],
    });
    expect(settings.callToActionEs).toBe("Solicite su preaprobación");
    expect(settings).not.toHaveProperty("descriptionEs");
    expect(settings).not.toHaveProperty("taglineEs");
    expect(settings.contact).toEqual({ heading: "h", headingEs: "Contáctenos", subheading: "s", intro: "i" });
    expect(settings.badges.lowPriceEs).toBe("Precio bajo");
    expect(settings.badges).not.toHaveProperty("lowMilesEs");
    expect(settings.credit).not.toHaveProperty("locationEs");
    expect(settings.reserve).toEqual({
      urlTemplate: "https://pay.example/{vin}",
      label: "Reserve",
      deposit: "$500",
      depositEs: "Depósito de $500",
    });
    expect(settings.fees).toEqual([{ name: "Doc fee", amount: 85, required: true, includedInPrice: false }]);
  });

  it("says what is wrong instead of casting", () => {
    expect(() => siteSettingsOf(null)).toThrow(/no site settings/);
    expect(() => siteSettingsOf({ ...node, hours: [{ day: "Funday", hours: "Closed" }] })).toThrow(
      /hours day: unexpected value "Funday"/,
    );
    expect(() => siteSettingsOf({ ...node, languages: ["en", "fr"] })).toThrow(/languages: unexpected value "fr"/);
  });
});

describe("testimonialOf", () => {
  it("carries the Spanish text when there is one", () => {
    const base = { name: "Ana", title: "Happy Buyer", text: "Great service", rating: 5 };
    expect(testimonialOf({ ...base, textEs: "Excelente servicio" }).textEs).toBe("Excelente servicio");
    expect(testimonialOf({ ...base, textEs: null })).not.toHaveProperty("textEs");
  });

  it("accepts the content's titles and ratings only", () => {
    expect(
      testimonialOf({ name: "Ana", title: "Happy Buyer", text: "x".repeat(20), textEs: null, rating: 5 }),
    ).toMatchObject({
      title: "Happy Buyer",
      rating: 5,
    });
    expect(() => testimonialOf({ name: "Ana", title: "Happy Buyer", text: "x", textEs: null, rating: 3 })).toThrow(
      /rating 3/,
    );
    expect(() => testimonialOf({ name: "Ana", title: "Critic", text: "x", textEs: null, rating: 4 })).toThrow(
      /testimonial title/,
    );
  });
});
