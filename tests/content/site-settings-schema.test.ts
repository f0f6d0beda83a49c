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
      subheading: "Get in Touch",
      intro: "We'd love to hear from you!",
    });
    expect(Object.values(parsed.badges)).toEqual([
      "Low Price",
      "Low Miles",
      "Dealer Inspected",
      "LOCAL DELIVERY",
      "Get it Tomorrow!",
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
