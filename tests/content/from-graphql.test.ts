import { localizedNode } from "../support/localized-text";
import { siteSettingsOf, testimonialOf } from "../../src/lib/content/from-graphql";
import { WEEK_DAYS } from "../../src/lib/content/site-fields";

const node = {
  businessName: "Sierra Vista Motors",
  shortName: "Sierra",
  tagline: localizedNode("t"),
  description: localizedNode("d"),
  phone: "(916) 555-0142",
  email: "a@b.example",
  mapUrl: "https://maps.example",
  callToAction: localizedNode("Get Pre-Approved", { es: "Solicite su preaprobación" }),
  languages: ["en", "es"],
  featuredVehicleCount: 6,
  address: { street: "1 Main", city: "Sacramento", region: "CA", postalCode: "95820", country: "US" },
  geo: null,
  hours: WEEK_DAYS.map((day) => ({ day: String(day), hours: "Closed" })),
  contact: {
    heading: localizedNode("h", { es: "Contáctenos" }),
    subheading: localizedNode("s"),
    intro: localizedNode("i"),
  },
  badges: {
    lowPrice: localizedNode("Low Price", { es: "Precio bajo" }),
    lowMiles: localizedNode("Low Miles"),
    dealerInspected: localizedNode("Dealer Inspected"),
    localDelivery: localizedNode("LOCAL DELIVERY"),
    getItTomorrow: localizedNode("Get it Tomorrow!"),
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
  credit: { vendorName: "v", vendorUrl: "https://v.example", location: localizedNode("in California") },
  historyReport: null,
  reserve: null,
  fees: null,
  serviceContract: null,
  sellsInCalifornia: true,
  reviews: null,
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

  it("keeps each text's languages that are set and leaves out the null ones, nested ones too", () => {
    const settings = siteSettingsOf({
      ...node,
      reserve: {
        urlTemplate: "https://pay.example/{vin}",
        label: localizedNode("Reserve"),
        deposit: localizedNode("$500", { es: "Depósito de $500" }),
      },
      fees: [{ name: localizedNode("Doc fee"), amount: 85, required: true, includedInPrice: false }],
    });
    expect(settings.callToAction).toEqual({ en: "Get Pre-Approved", es: "Solicite su preaprobación" });
    expect(settings.description).toEqual({ en: "d" });
    expect(settings.tagline).toEqual({ en: "t" });
    expect(settings.contact).toEqual({
      heading: localizedNode("h", { es: "Contáctenos" }),
      subheading: { en: "s" },
      intro: { en: "i" },
    });
    expect(settings.badges.lowPrice).toEqual({ en: "Low Price", es: "Precio bajo" });
    expect(settings.badges.lowMiles).toEqual({ en: "Low Miles" });
    expect(settings.credit.location).toEqual({ en: "in California" });
    expect(settings.reserve).toEqual({
      urlTemplate: "https://pay.example/{vin}",
      label: { en: "Reserve" },
      deposit: localizedNode("$500", { es: "Depósito de $500" }),
    });
    expect(settings.fees).toEqual([{ name: { en: "Doc fee" }, amount: 85, required: true, includedInPrice: false }]);
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
    const base = { name: "Ana", title: "Happy Buyer", rating: 5 };
    expect(testimonialOf({ ...base, text: { en: "Great service", es: "Excelente servicio" } }).text).toEqual({
      en: "Great service",
      es: "Excelente servicio",
    });
    expect(testimonialOf({ ...base, text: { en: "Great service", es: null } }).text).toEqual({ en: "Great service" });
  });

  it("accepts the content's titles and ratings only", () => {
    expect(
      testimonialOf({ name: "Ana", title: "Happy Buyer", text: { en: "x".repeat(20), es: null }, rating: 5 }),
    ).toMatchObject({
      title: "Happy Buyer",
      rating: 5,
    });
    expect(() => testimonialOf({ name: "Ana", title: "Happy Buyer", text: { en: "x", es: null }, rating: 3 })).toThrow(
      /rating 3/,
    );
    expect(() => testimonialOf({ name: "Ana", title: "Critic", text: { en: "x", es: null }, rating: 4 })).toThrow(
      /testimonial title/,
    );
  });
});
