import { siteSettingsOf, testimonialOf } from "../../src/lib/content/from-graphql";
import { WEEK_DAYS } from "../../src/lib/content/site-fields";

const node = {
  businessName: "Sierra Vista Motors",
  shortName: "Sierra",
  tagline: "t",
  taglineEs: null,
  description: "d",
  phone: "(916) 555-0142",
  email: "a@b.example",
  mapUrl: "https://maps.example",
  callToAction: "Get Pre-Approved",
  languages: ["en", "es"],
  featuredVehicleCount: 6,
  address: { street: "1 Main", city: "Sacramento", region: "CA", postalCode: "95820", country: "US" },
  geo: null,
  hours: WEEK_DAYS.map((day) => ({ day: String(day), hours: "Closed" })),
  contact: { heading: "h", subheading: "s", intro: "i" },
  badges: {
    lowPrice: "Low Price",
    lowMiles: "Low Miles",
    dealerInspected: "Dealer Inspected",
    localDelivery: "LOCAL DELIVERY",
    getItTomorrow: "Get it Tomorrow!",
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
  credit: { vendorName: "v", vendorUrl: "https://v.example", location: "in California" },
  historyReport: null,
  reserve: null,
  fees: null,
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

  it("says what is wrong instead of casting", () => {
    expect(() => siteSettingsOf(null)).toThrow(/no site settings/);
    expect(() => siteSettingsOf({ ...node, hours: [{ day: "Funday", hours: "Closed" }] })).toThrow(
      /hours day: unexpected value "Funday"/,
    );
    expect(() => siteSettingsOf({ ...node, languages: ["en", "fr"] })).toThrow(/languages: unexpected value "fr"/);
  });
});

describe("testimonialOf", () => {
  it("accepts the content's titles and ratings only", () => {
    expect(testimonialOf({ name: "Ana", title: "Happy Buyer", text: "x".repeat(20), rating: 5 })).toMatchObject({
      title: "Happy Buyer",
      rating: 5,
    });
    expect(() => testimonialOf({ name: "Ana", title: "Happy Buyer", text: "x", rating: 3 })).toThrow(/rating 3/);
    expect(() => testimonialOf({ name: "Ana", title: "Critic", text: "x", rating: 4 })).toThrow(/testimonial title/);
  });
});
