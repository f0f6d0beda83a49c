import fs from "node:fs";
import { formatIssues } from "../../src/lib/content/format-issues";
import { siteSettingsSchema } from "../../src/lib/content/site-settings-schema";
import { TESTIMONIAL_TITLES } from "../../src/lib/content/site-fields";
import { testimonialsSchema } from "../../src/lib/content/testimonial-schema";

const site = JSON.parse(fs.readFileSync("content/site.json", "utf8"));
const testimonials = JSON.parse(fs.readFileSync("content/testimonials.json", "utf8"));

function siteProblems(data: unknown): string[] {
  const result = siteSettingsSchema.safeParse(data, { reportInput: true });
  return result.success ? [] : formatIssues("content/site.json", result.error.issues);
}

describe("site settings", () => {
  it("the shipped content/site.json is valid and holds the dealer's settings", () => {
    const parsed = siteSettingsSchema.parse(site);
    expect(parsed.callToAction).toBe("Get Pre-Approved");
    expect(parsed.contact).toEqual({
      heading: "Contact Us",
      headingEs: "Contáctenos",
      subheading: "Get in Touch",
      subheadingEs: "Comuníquese con nosotros",
      intro: "We'd love to hear from you!",
      introEs: "¡Nos encantaría saber de usted!",
    });
    expect(Object.values(parsed.badges)).toEqual([
      "Low Price",
      "Precio bajo",
      "Low Miles",
      "Poco millaje",
      "Dealer Inspected",
      "Inspeccionado por el concesionario",
      "LOCAL DELIVERY",
      "ENTREGA LOCAL",
      "Get it Tomorrow!",
      "¡Lléveselo mañana!",
    ]);
    expect(parsed.financing).toMatchObject({ creditScore: 720, termMonths: 72, annualIncome: 100000 });
    expect(parsed.featuredVehicleCount).toBe(6);
    expect(parsed.credit.location).toBe("in California");
    expect(parsed.hours.map((entry) => entry.hours)).toEqual([
      ...Array(5).fill("9:00 AM - 5:00 PM"),
      "10:00 AM - 6:00 PM",
      "10:00 AM - 6:00 PM",
    ]);
  });

  it.each([
    [{ phone: "916-555-0142" }, 'phone: expected a phone number like (555) 123-4567, got "916-555-0142"'],
    [{ email: "sales at example" }, 'email: expected an e-mail address, got "sales at example"'],
    [{ mapUrl: "maps.google.com" }, 'mapUrl: expected a map link starting with https://, got "maps.google.com"'],
    [{ featuredVehicleCount: -1 }, "featuredVehicleCount: expected a whole number from 0 to 24, got -1"],
  ])("rejects %j", (change, expected) => {
    expect(siteProblems({ ...site, ...change })).toEqual([`content/site.json: ${expected}`]);
  });

  it("names nested fields: flags, financing and hours", () => {
    expect(siteProblems({ ...site, flags: { ...site.flags, footer: "yes" } })).toEqual([
      'content/site.json: flags.footer: expected true or false, got "yes"',
    ]);
    expect(siteProblems({ ...site, financing: { ...site.financing, apr: "7.9%" } })).toEqual([
      'content/site.json: financing.apr: expected an APR percentage from 0 to 36, got "7.9%"',
    ]);
    expect(siteProblems({ ...site, financing: { ...site.financing, termMonths: 60.5 } })).toEqual([
      "content/site.json: financing.termMonths: expected a term in months from 12 to 96, got 60.5",
    ]);
    const hours = structuredClone(site.hours);
    hours[2].hours = "9 to 5";
    expect(siteProblems({ ...site, hours })).toEqual([
      'content/site.json: hours[2].hours: expected hours like "9:00 AM - 5:00 PM" or "Closed", got "9 to 5"',
    ]);
  });

  it("wants one hours entry a day, Monday to Sunday", () => {
    expect(siteProblems({ ...site, hours: site.hours.slice(0, 6) })[0]).toMatch(
      /^content\/site\.json: hours: expected one entry a day, Monday to Sunday in order, got /,
    );
  });
});

describe("Spanish twins of the staff-written texts", () => {
  it("are optional: the site without any of them is valid", () => {
    const { taglineEs: _t, descriptionEs: _d, callToActionEs: _c, ...english } = site;
    const contact = { heading: site.contact.heading, subheading: site.contact.subheading, intro: site.contact.intro };
    const badges = Object.fromEntries(Object.entries(site.badges).filter(([key]) => !key.endsWith("Es")));
    expect(siteProblems({ ...english, contact, badges, credit: { ...site.credit, locationEs: undefined } })).toEqual(
      [],
    );
  });

  it("are trimmed like their English fields", () => {
    const parsed = siteSettingsSchema.parse({ ...site, taglineEs: "  Autos usados de calidad. " });
    expect(parsed.taglineEs).toBe("Autos usados de calidad.");
  });

  it.each([
    [{ taglineEs: "   " }, 'taglineEs: expected a tagline in Spanish, got ""'],
    [{ callToActionEs: 7 }, "callToActionEs: expected a call to action in Spanish, got 7"],
    [
      { badges: { lowPrice: "Low Price", lowPriceEs: "" } },
      'badges.lowPriceEs: expected a badge label in Spanish, got ""',
    ],
    [{ contact: { introEs: "" } }, 'contact.introEs: expected an intro line in Spanish, got ""'],
  ])("refuses an empty or non-text twin, naming file and field: %j", (change, expected) => {
    const changed = {
      ...site,
      ...change,
      badges: { ...site.badges, ...("badges" in change ? change.badges : {}) },
      contact: { ...site.contact, ...("contact" in change ? change.contact : {}) },
    };
    expect(siteProblems(changed)).toEqual([`content/site.json: ${expected}`]);
  });

  it("keeps the English field's length limits", () => {
    const reserve = {
      urlTemplate: "https://buy.stripe.com/test_abc?client_reference_id={vin}",
      label: "Reserve this car",
      labelEs: "Aparte este auto hoy mismo con un depósito reembolsable",
      deposit: "$500 refundable deposit",
    };
    expect(siteProblems({ ...site, reserve })).toEqual([
      'content/site.json: reserve.labelEs: expected a button text of at most 40 characters, got "Aparte este auto hoy mismo con un depósito reembolsable"',
    ]);
  });

  it("a testimonial's Spanish quote needs 20 characters like the English one", () => {
    const result = testimonialsSchema.safeParse([{ ...testimonials[0], textEs: "¡Excelente!" }], {
      reportInput: true,
    });
    expect(result.success ? [] : formatIssues("content/testimonials.json", result.error.issues)).toEqual([
      'content/testimonials.json: [0].textEs: expected at least 20 characters of text, got "¡Excelente!"',
    ]);
  });

  it("every shipped testimonial has its Spanish quote", () => {
    expect(testimonialsSchema.parse(testimonials).every((testimonial) => testimonial.textEs)).toBe(true);
  });
});

describe("languages", () => {
  it("the sample site is in English and Spanish", () => {
    expect(siteSettingsSchema.parse(site).languages).toEqual(["en", "es"]);
  });

  it("accepts English and Spanish, and may be left out", () => {
    expect(siteSettingsSchema.parse({ ...site, languages: ["en", "es"] }).languages).toEqual(["en", "es"]);
    const { languages: _languages, ...withoutLanguages } = site;
    expect(siteProblems(withoutLanguages)).toEqual([]);
  });

  it.each([
    [["es"], 'languages: expected a list that includes "en", got ["es"]'],
    [["en", "es", "en"], 'languages: lists a language twice, got ["en","es","en"]'],
    [["en", "fr"], 'languages[1]: expected language codes from en, es, got "fr"'],
    ["en", 'languages: expected a list of language codes from en, es, got "en"'],
  ])("refuses %j, naming file and field", (languages, expected) => {
    expect(siteProblems({ ...site, languages })).toEqual([`content/site.json: ${expected}`]);
  });
});

describe("testimonials", () => {
  it("ships exactly 10 valid testimonials using every title, rated 4 or 5", () => {
    const parsed = testimonialsSchema.parse(testimonials);
    expect(parsed).toHaveLength(10);
    expect(new Set(parsed.map((t) => t.title))).toEqual(new Set(TESTIMONIAL_TITLES));
    expect(parsed.every((t) => t.rating === 4 || t.rating === 5)).toBe(true);
  });

  it("rejects a rating of 3 naming the entry", () => {
    const result = testimonialsSchema.safeParse([{ ...testimonials[0], rating: 3 }], { reportInput: true });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(formatIssues("content/testimonials.json", result.error.issues)).toEqual([
        "content/testimonials.json: [0].rating: expected a rating of 4 or 5, got 3",
      ]);
    }
  });
});
