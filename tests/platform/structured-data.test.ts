import fs from "node:fs";
import { siteSettingsSchema } from "../../src/lib/content/site-settings-schema";
import { autoDealerJsonLd } from "../../src/lib/seo/auto-dealer-json-ld";
import { jsonLdScriptContent } from "../../src/lib/seo/json-ld";
import { openingHoursSpecification, parseHours, to24Hour } from "../../src/lib/seo/opening-hours";
import { homeJsonLd } from "../../gatsby/content/home-structured-data";
import { makeLocation } from "../support/make-location";

const site = siteSettingsSchema.parse(JSON.parse(fs.readFileSync("content/site.json", "utf8")));

describe("opening hours", () => {
  it("converts 12-hour times to 24-hour times, noon and midnight included", () => {
    expect(to24Hour("9:00 AM")).toBe("09:00");
    expect(to24Hour("5:30 PM")).toBe("17:30");
    expect(to24Hour("12:00 PM")).toBe("12:00");
    expect(to24Hour("12:15 AM")).toBe("00:15");
    expect(() => to24Hour("17:00")).toThrow(/expected a time like/);
  });

  it("parses a day's hours and treats Closed as no opening", () => {
    expect(parseHours("10:00 AM - 6:00 PM")).toEqual({ opens: "10:00", closes: "18:00" });
    expect(parseHours("Closed")).toBeNull();
    expect(() => parseHours("9-5")).toThrow(/expected hours like/);
  });

  it("groups days that share their hours and leaves closed days out", () => {
    const week = [
      { day: "Monday", hours: "9:00 AM - 5:00 PM" },
      { day: "Tuesday", hours: "9:00 AM - 5:00 PM" },
      { day: "Wednesday", hours: "Closed" },
      { day: "Thursday", hours: "9:00 AM - 5:00 PM" },
      { day: "Friday", hours: "9:00 AM - 8:00 PM" },
      { day: "Saturday", hours: "10:00 AM - 6:00 PM" },
      { day: "Sunday", hours: "Closed" },
    ];
    expect(openingHoursSpecification(week)).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Thursday"],
        opens: "09:00",
        closes: "17:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Friday"], opens: "09:00", closes: "20:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "10:00", closes: "18:00" },
    ]);
  });
});

describe("AutoDealer JSON-LD", () => {
  it("describes the dealership with address, phone, geo, hours and its social profiles", () => {
    const data = autoDealerJsonLd(site, "https://www.sierravista.example/");
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "AutoDealer",
      name: "Sierra Vista Motors",
      url: "https://www.sierravista.example/",
      telephone: "+19165550142",
      address: {
        "@type": "PostalAddress",
        streetAddress: "4820 Fruitridge Road",
        addressLocality: "Sacramento",
        addressRegion: "CA",
        postalCode: "95820",
        addressCountry: "US",
      },
      geo: { "@type": "GeoCoordinates", latitude: 38.5197, longitude: -121.4308 },
      hasMap: site.mapUrl,
    });
    // One text in the page's language, not the file's text by language (JSON-LD cannot mark a language).
    expect(data.description).toBe(site.description.en);
    expect(autoDealerJsonLd(site, "https://x.example", { locale: "es" }).description).toBe(site.description.es);
    expect(data.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "09:00",
        closes: "17:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday", "Sunday"], opens: "10:00", closes: "18:00" },
    ]);
    // twitter is switched off in content/site.json
    expect(data.sameAs).toEqual([site.social.facebook, site.social.instagram]);
  });

  it("leaves out geo when unknown and social profiles when the block is off", () => {
    const data = autoDealerJsonLd(
      { ...site, geo: undefined, flags: { ...site.flags, socialBlock: false } },
      "https://x.example",
    );
    expect(data).not.toHaveProperty("geo");
    expect(data).not.toHaveProperty("sameAs");
    const everyNetwork = { ...site, flags: { ...site.flags, socialBlock: true, twitter: true } };
    expect(autoDealerJsonLd(everyNetwork, "https://x.example").sameAs).toHaveLength(3);
  });

  it("serialises so that no value can close the script element", () => {
    const content = jsonLdScriptContent({ description: "</script><script>alert(1)</script> & more\u2028" });
    expect(content).not.toMatch(/<|>/);
    expect(JSON.parse(content)).toEqual({ description: "</script><script>alert(1)</script> & more\u2028" });
  });
});

describe("opening hours in JSON-LD", () => {
  it("reads every value site.json's schema accepts, and refuses the rest", () => {
    const values = [
      "9:00 AM - 5:00 PM",
      "12:30 PM - 1:00 AM",
      "Closed",
      "9:00AM-5:00PM",
      "13:00 PM - 5:00 PM",
      "closed",
      "9:00 AM - 5:00 PM ",
    ];
    const accepted = (value: string) =>
      siteSettingsSchema.safeParse({ ...site, hours: site.hours.map((day) => ({ ...day, hours: value })) }).success;
    const read = (value: string) => {
      try {
        parseHours(value);
        return true;
      } catch {
        return false;
      }
    };
    expect(values.filter(accepted)).toEqual(["9:00 AM - 5:00 PM", "12:30 PM - 1:00 AM", "Closed"]);
    for (const value of values) expect(read(value), value).toBe(accepted(value));
  });
});

describe("the home page's structured data, written by the build", () => {
  const SITE_URL = "https://sierravista.example";
  const parsed = (text: string) => JSON.parse(text) as Record<string, unknown>;

  it("is the dealership's AutoDealer in each language of the site, script-safe", () => {
    const byLanguage = homeJsonLd(site, [], SITE_URL);
    expect(Object.keys(byLanguage)).toEqual(["en", "es"]);
    expect(parsed(byLanguage.en)).toEqual(autoDealerJsonLd(site, SITE_URL));
    expect(parsed(byLanguage.es)).toMatchObject({ "@type": "AutoDealer", description: site.description.es });
    expect(byLanguage.en).not.toMatch(/[<>]/);
  });

  it("is a group's Organization with an AutoDealer per lot on a site with two or more lots", () => {
    const locations = ["east", "west"].map((id) => ({
      ...makeLocation({ id }),
      sourceFile: `content/locations/${id}.json`,
    }));
    const data = parsed(homeJsonLd(site, locations, SITE_URL).en) as { "@type": string; subOrganization: unknown[] };
    expect(data["@type"]).toBe("Organization");
    expect(data.subOrganization).toHaveLength(2);
    // One lot file alone is still one dealership.
    expect(parsed(homeJsonLd(site, locations.slice(0, 1), SITE_URL).en)["@type"]).toBe("AutoDealer");
  });
});
