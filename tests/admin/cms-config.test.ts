import { readAdminBackend } from "../../src/lib/admin/backend-env";
import { cmsConfig, cmsConfigText, FORMAT_OF, PHOTOS_FOLDER } from "../../src/lib/admin/cms-config";
import { entrySchema } from "../../src/lib/admin/content-files";
import { objectShape } from "../../src/lib/admin/zod-introspect";

const config = cmsConfig({ adminBackend: readAdminBackend({}), siteUrl: "https://www.sierravistamotors.example" });
const vehicles = config.collections.find((collection) => collection.name === "vehicles")!;

describe("the editor's configuration", () => {
  it("edits the three kinds of content file, each with its own format", () => {
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
    ]);
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
