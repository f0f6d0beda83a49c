import { isGroup, lotOf } from "../../src/lib/locations/lot";
import { groupJsonLd, lotPageJsonLd, lotPlaceJsonLd } from "../../src/lib/locations/lot-json-ld";
import { lotOfContent } from "../../src/lib/locations/lot-node";
import { headerModel } from "../../src/lib/shell/header-model";
import { shellSite } from "../../src/lib/shell/group-shell";
import { siteSettingsSchema } from "../../src/lib/content/site-settings-schema";
import { makeLocation } from "../support/make-location";
import fs from "node:fs";

const site = siteSettingsSchema.parse(JSON.parse(fs.readFileSync("content/site.json", "utf8")));
const SITE_URL = "https://group.example";

describe("a lot as the build hands it on", () => {
  it("gets its page, a map search for its address and its own name and address for the Buyers Guide by default", () => {
    const lot = lotOfContent(makeLocation({ id: "elk-grove", feedIds: ["ELK"] }));
    expect(lot.path).toBe("/locations/elk-grove/");
    expect(lot.mapUrl).toBe(
      "https://www.google.com/maps/search/?api=1&query=4820%20Fruitridge%20Road%2C%20Sacramento%2C%20CA%2095820",
    );
    expect(lot.buyersGuide).toEqual({ name: "Sierra Vista Motors elk-grove", address: site.address });
    // The importer's names for the lot stay with the importer.
    expect(lot).not.toHaveProperty("feedIds");
  });

  it("keeps a map link and a Buyers Guide dealer its file gives", () => {
    const address = { ...site.address, street: "1 Legal Way" };
    const lot = lotOfContent(
      makeLocation({ id: "east", mapUrl: "https://maps.example/east", buyersGuide: { name: "SVM Inc.", address } }),
    );
    expect(lot.mapUrl).toBe("https://maps.example/east");
    expect(lot.buyersGuide).toEqual({ name: "SVM Inc.", address });
  });

  it("reads back from a query as the same lot, optional parts left out", () => {
    const lot = lotOfContent(makeLocation({ id: "east" }));
    const node = {
      ...lot,
      locationId: lot.id,
      geo: null,
      servicePhone: null,
      serviceHours: null,
    } as unknown as Queries.SiteLocationFieldsFragment;
    const { id: _id, ...rest } = lot;
    expect(lotOf(node)).toEqual({ ...rest, id: "east" });
    expect(lotOf(node)).toBe(lotOf(node));
  });

  it("shows lots only on a site with two or more", () => {
    expect(isGroup([])).toBe(false);
    expect(isGroup([1])).toBe(false);
    expect(isGroup([1, 2])).toBe(true);
  });
});

describe("a group's structured data", () => {
  const lots = ["east", "elk-grove"].map((id) => lotOfContent(makeLocation({ id, servicePhone: "(916) 555-0150" })));

  it("is the group's Organization with an AutoDealer per lot, each with the @id its page and a car's offer use", () => {
    const data = groupJsonLd({ ...site, description: "A group." }, lots, SITE_URL, []) as {
      "@id": string;
      subOrganization: Record<string, unknown>[];
    };
    expect(data).toMatchObject({ "@type": "Organization", "@id": "https://group.example/#organization" });
    expect(data.subOrganization.map((dealer) => dealer["@id"])).toEqual([
      "https://group.example/locations/east/#dealer",
      "https://group.example/locations/elk-grove/#dealer",
    ]);
    expect(data.subOrganization[0]).toMatchObject({
      "@type": "AutoDealer",
      telephone: "+19165550142",
      department: { "@type": "AutoRepair", telephone: "+19165550150" },
    });
    expect(lotPageJsonLd(lots[1], SITE_URL)).toMatchObject({
      "@id": "https://group.example/locations/elk-grove/#dealer",
      parentOrganization: { "@id": "https://group.example/#organization" },
    });
    expect(lotPlaceJsonLd(lots[1], SITE_URL)["@id"]).toBe(data.subOrganization[1]["@id"]);
  });
});

describe("a group's shell", () => {
  const lots = [
    { id: "east", name: "East", path: "/locations/east/", phone: "(916) 555-0101", city: "Sacramento", region: "CA" },
    { id: "west", name: "West", path: "/locations/west/", phone: "(916) 555-0102", city: "Davis", region: "CA" },
  ];

  it("calls the first lot and links the lots; a one-lot site's shell is as it was", () => {
    expect(shellSite(site, lots).phone).toBe("(916) 555-0101");
    expect(shellSite(site, undefined)).toBe(site);
    const sections = (model: ReturnType<typeof headerModel>) => model.items.map((item) => item.section);
    expect(sections(headerModel(site, "classic", "en", lots))).toContain("locations");
    expect(sections(headerModel(site, "classic", "en"))).not.toContain("locations");
  });
});
