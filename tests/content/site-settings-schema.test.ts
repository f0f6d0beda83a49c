import fs from "node:fs";
import { formatIssues } from "../../src/lib/content/format-issues";
import { siteSettingsSchema } from "../../src/lib/content/site-settings-schema";
import { TESTIMONIAL_TITLES } from "../../src/lib/content/site-fields";
import { testimonialsSchema } from "../../src/lib/content/testimonial-schema";
import { LOCALES } from "../../src/lib/i18n/locale";

const site = JSON.parse(fs.readFileSync("content/site.json", "utf8"));
const testimonials = JSON.parse(fs.readFileSync("content/testimonials.json", "utf8"));

function siteProblems(data: unknown): string[] {
  const result = siteSettingsSchema.safeParse(data, { reportInput: true });
  return result.success ? [] : formatIssues("content/site.json", result.error.issues);
}

describe("site settings", () => {
  it("the shipped content/site.json is valid and holds the dealer's settings", () => {
    const parsed = siteSettingsSchema.parse(site);
    expect(parsed.callToAction).toEqual({ en: "Get Pre-Approved", es: "Solicite su preaprobación" });
    expect(parsed.contact).toEqual({
      heading: { en: "Contact Us", es: "Contáctenos" },
      subheading: { en: "Get in Touch", es: "Comuníquese con nosotros" },
      intro: { en: "We'd love to hear from you!", es: "¡Nos encantaría saber de usted!" },
    });
    expect(Object.values(parsed.badges)).toEqual([
      { en: "Low Price", es: "Precio bajo" },
      { en: "Low Miles", es: "Poco millaje" },
      { en: "Dealer Inspected", es: "Inspeccionado por el concesionario" },
      { en: "LOCAL DELIVERY", es: "ENTREGA LOCAL" },
      { en: "Get it Tomorrow!", es: "¡Lléveselo mañana!" },
    ]);
    expect(parsed.financing).toMatchObject({ creditScore: 720, termMonths: 72, annualIncome: 100000 });
    expect(parsed.featuredVehicleCount).toBe(6);
    expect(parsed.credit.location).toEqual({ en: "in California", es: "en California" });
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

/** A content file in the form before texts were by language: `{ en, es }` back to `key` with `keyEs` beside it. */
function oldFormOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(oldFormOf);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, field]) => {
      const isText = typeof field === "object" && field !== null && "en" in field;
      if (!isText) return [[key, oldFormOf(field)]];
      const { en, es } = field as { en: string; es?: string };
      return es === undefined
        ? [[key, en]]
        : [
            [key, en],
            [`${key}Es`, es],
          ];
    }),
  );
}

describe("staff-written texts by language", () => {
  it("the other languages are optional: the site in English only is valid", () => {
    expect(siteProblems(JSON.parse(JSON.stringify(site).replace(/,"es":"[^"]*"/g, "")))).toEqual([]);
  });

  it("reads a file in the old form (Spanish twins beside the English texts) the same as the new", () => {
    const old = oldFormOf(site) as Record<string, unknown>;
    expect(old).toHaveProperty("taglineEs");
    expect(old).toHaveProperty("fees.0.nameEs");
    expect(siteSettingsSchema.parse(old)).toEqual(siteSettingsSchema.parse(site));
    expect(testimonialsSchema.parse(oldFormOf(testimonials))).toEqual(testimonialsSchema.parse(testimonials));
  });

  it("are trimmed", () => {
    const parsed = siteSettingsSchema.parse({ ...site, tagline: { en: "Quality cars.", es: "  Autos de calidad. " } });
    expect(parsed.tagline.es).toBe("Autos de calidad.");
  });

  it.each([
    [{ tagline: { en: "Quality cars.", es: "   " } }, 'tagline.es: expected a tagline in Spanish, got ""'],
    [{ callToAction: { en: "Apply", es: 7 } }, "callToAction.es: expected a call to action in Spanish, got 7"],
    [{ callToActionEs: 7, callToAction: "Apply" }, "callToAction.es: expected a call to action in Spanish, got 7"],
    [
      { badges: { lowPrice: { en: "Low Price", es: "" } } },
      'badges.lowPrice.es: expected a badge label in Spanish, got ""',
    ],
    [{ contact: { intro: { es: "Hola" } } }, "contact.intro.en: expected an intro line, is missing"],
    [
      { tagline: { en: "Quality cars." }, taglineEs: "Autos." },
      'taglineEs: is the old form of tagline.es: put its text in "tagline": { "es": ... } and remove "taglineEs", got "Autos."',
    ],
  ])("refuses an empty, missing or non-text language, naming file and field: %j", (change, expected) => {
    const changed = {
      ...site,
      ...change,
      badges: { ...site.badges, ...("badges" in change ? change.badges : {}) },
      contact: { ...site.contact, ...("contact" in change ? change.contact : {}) },
    };
    expect(siteProblems(changed)).toEqual([`content/site.json: ${expected}`]);
  });

  it("keeps each language to the field's length limits", () => {
    const reserve = {
      urlTemplate: "https://buy.stripe.com/test_abc?client_reference_id={vin}",
      label: { en: "Reserve this car", es: "Aparte este auto hoy mismo con un depósito reembolsable" },
      deposit: "$500 refundable deposit",
    };
    expect(siteProblems({ ...site, reserve })).toEqual([
      'content/site.json: reserve.label.es: expected a button text of at most 40 characters, got "Aparte este auto hoy mismo con un depósito reembolsable"',
    ]);
  });

  it("a testimonial's Spanish quote needs 20 characters like the English one", () => {
    const text = { en: testimonials[0].text.en, es: "¡Excelente!" };
    const result = testimonialsSchema.safeParse([{ ...testimonials[0], text }], { reportInput: true });
    expect(result.success ? [] : formatIssues("content/testimonials.json", result.error.issues)).toEqual([
      'content/testimonials.json: [0].text.es: expected at least 20 characters of text, got "¡Excelente!"',
    ]);
  });

  it("every shipped testimonial has its Spanish quote", () => {
    expect(testimonialsSchema.parse(testimonials).every((testimonial) => testimonial.text.es)).toBe(true);
  });
});

describe("languages", () => {
  it("the sample site is in English and Spanish (and any language added after them)", () => {
    expect(siteSettingsSchema.parse(site).languages?.slice(0, 2)).toEqual(["en", "es"]);
  });

  it("accepts English and Spanish, and may be left out", () => {
    expect(siteSettingsSchema.parse({ ...site, languages: ["en", "es"] }).languages).toEqual(["en", "es"]);
    const { languages: _languages, ...withoutLanguages } = site;
    expect(siteProblems(withoutLanguages)).toEqual([]);
  });

  it.each([
    [["es"], 'languages: expected a list that includes "en", got ["es"]'],
    [["en", "es", "en"], 'languages: lists a language twice, got ["en","es","en"]'],
    [["en", "fr"], `languages[1]: expected language codes from ${LOCALES.join(", ")}, got "fr"`],
    ["en", `languages: expected a list of language codes from ${LOCALES.join(", ")}, got "en"`],
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
    expect(formatIssues("content/testimonials.json", result.error?.issues ?? [])).toEqual([
      "content/testimonials.json: [0].rating: expected a rating of 4 or 5, got 3",
    ]);
  });
});
