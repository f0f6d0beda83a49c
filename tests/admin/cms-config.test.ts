import { readAdminBackend } from "../../src/lib/admin/backend-env";
import { cmsConfig, cmsConfigText, FORMAT_OF, KIND_OF_COLLECTION, PHOTOS_FOLDER } from "../../src/lib/admin/cms-config";
import { entrySchema } from "../../src/lib/admin/content-files";
import { objectShape, schemaAt } from "../../src/lib/admin/zod-introspect";

const config = cmsConfig({ adminBackend: readAdminBackend({}), siteUrl: "https://www.sierravistamotors.example" });
const vehicles = config.collections.find((collection) => collection.name === "vehicles")!;
const locations = config.collections.find((collection) => collection.name === "locations")!;

describe("the editor's configuration", () => {
  it("edits the four kinds of content file, each with its own format", () => {
    expect(
      config.collections.map((collection) => [
        collection.name,
        collection.format,
        collection.files?.[0]?.file ?? collection.folder,
      ]),
    ).toEqual([
      ["site", FORMAT_OF.site, "content/site.json"],
      ["testimonials", FORMAT_OF.testimonials, "content/testimonials.json"],
      ["vehicles", FORMAT_OF.vehicle, "content/vehicles"],
      ["locations", FORMAT_OF.location, "content/locations"],
    ]);
    expect(new Set(Object.values(FORMAT_OF)).size).toBe(Object.keys(FORMAT_OF).length);
    for (const collection of config.collections)
      expect(KIND_OF_COLLECTION[collection.name], collection.name).toBeDefined();
  });

  it("keeps a dealer group's lots in content/locations/, one file named by the lot's id, never deleted from here", () => {
    expect(locations).toMatchObject({
      folder: "content/locations",
      extension: "json",
      create: true,
      delete: false,
      slug: "{{fields.id}}",
    });
    expect(KIND_OF_COLLECTION.locations).toBe("location");
    // Every placeholder names a field of the lot's file.
    for (const [, placeholder] of `${locations.slug} ${locations.summary}`.matchAll(/\{\{([^}]+)\}\}/g)) {
      expect(placeholder).toMatch(/^fields\./);
      expect(
        schemaAt(entrySchema("location"), placeholder.replace(/^fields\./, "").split(".")),
        placeholder,
      ).toBeDefined();
    }
    expect(locations.fields?.map((field) => field.name)).toEqual(Object.keys(objectShape(entrySchema("location"))!));
  });

  it("picks a vehicle's lot from the Locations collection by name and stores its id; optional for a site with one lot", () => {
    const lot = vehicles.fields?.find((field) => field.name === "location");
    expect(lot).toMatchObject({
      widget: "relation",
      collection: locations.name,
      value_field: "id",
      display_fields: ["name"],
      required: false,
    });
    expect(lot?.search_fields).toContain("name");
    const locationFields = locations.fields?.map((field) => field.name) ?? [];
    for (const name of [lot?.value_field, ...(lot?.display_fields ?? []), ...(lot?.search_fields ?? [])])
      expect(locationFields).toContain(name);
  });

  it("names a new vehicle's file year-make-model-stock from its fields (a bare {{year}} would be the year of saving)", () => {
    expect(vehicles.slug).toBe("{{fields.year}}-{{fields.make}}-{{fields.model}}-{{fields.stockNumber}}");
    const keys = Object.keys(objectShape(entrySchema("vehicle"))!);
    for (const template of [vehicles.slug!, vehicles.summary!]) {
      for (const [, placeholder] of template.matchAll(/\{\{([^}]+)\}\}/g)) {
        expect(placeholder).toMatch(/^fields\./);
        expect(keys).toContain(placeholder.replace(/^fields\./, ""));
      }
    }
  });

  it("puts uploaded photos in content/vehicles/photos and refers to them by file name alone", () => {
    expect(config.media_folder).toBe(PHOTOS_FOLDER);
    expect(vehicles.media_folder).toBe(`/${PHOTOS_FOLDER}`);
    expect(vehicles.public_folder).toBe("");
    expect(config.public_folder).toBe("");
  });

  it("never deletes a vehicle (sold cars keep their page) and saves straight away", () => {
    expect(vehicles.delete).toBe(false);
    expect(config.publish_mode).toBe("simple");
  });

  it("is written as config.yml that parses as JSON after its comment line", () => {
    const text = cmsConfigText(config);
    expect(text.startsWith("# ")).toBe(true);
    expect(JSON.parse(text.slice(text.indexOf("\n") + 1))).toEqual(config);
  });
});
