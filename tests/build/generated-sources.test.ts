// The source files made from a declaration are written by the build (gatsby-node's onPreInit): those that name
// every language, from the list (src/lib/build/language-files.ts), and the fragment of a vehicle page's fields, from
// the vehicle's (src/lib/build/vehicle-detail-fields.ts). The committed ones must be what it writes, so unit
// tests, serve:prod and the commands, which run without a build, see the same.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { generatedSources, writeGeneratedSources } from "../../gatsby/content/write-generated-sources";
import { vehicleDetailFieldsSource } from "../../src/lib/build/vehicle-detail-fields";
import { LOCALES } from "../../src/lib/i18n/locale";

describe("the source files made from a declaration", () => {
  it.each(Object.entries(generatedSources()))("%s is what the build writes", (file, text) => {
    expect(fs.readFileSync(file, "utf8")).toBe(text);
  });

  it("ask for every language of LOCALES in the GraphQL fragment, and nothing else", () => {
    const source = fs.readFileSync("src/hooks/localized-text-fields.ts", "utf8");
    const body = /fragment LocalizedTextFields on LocalizedText \{([^}]*)\}/.exec(source)?.[1];
    expect(body?.trim().split(/\s+/)).toEqual([...LOCALES]);
  });

  it("name a new language's folder and field, and are written only when they change", () => {
    const files = generatedSources([...LOCALES, "vi"]);
    expect(files["src/locales/text-tables.ts"]).toContain('import vi from "./vi/text-tables";');
    expect(files["src/locales/text-tables.ts"]).toContain("= { es, vi };");
    expect(files["src/hooks/localized-text-fields.ts"]).toMatch(/\n {4}es\n {4}vi\n/);
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "language-files-"));
    try {
      for (const file of Object.keys(generatedSources()))
        fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      expect(writeGeneratedSources(root).sort()).toEqual(Object.keys(generatedSources()).sort());
      expect(writeGeneratedSources(root)).toEqual([]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it("give a vehicle page every field of the Vehicle type, objects with what a page takes of them", () => {
    const typeDef = `  type Vehicle implements Node @dontInfer {
    stockNumber: String!
    seats: Int
    description: LocalizedText!
    photos: [VehiclePhoto!]!
  }`;
    const fragment = vehicleDetailFieldsSource(typeDef);
    expect(fragment).toMatch(
      /\n {4}stockNumber\n {4}seats\n {4}description \{\n {6}\.\.\.LocalizedTextFields\n {4}\}\n/,
    );
    expect(fragment).not.toContain("photos");
    expect(() => vehicleDetailFieldsSource(typeDef.replace("seats: Int", "size: VehicleSize"))).toThrow(
      /vehicle field "size" \(VehicleSize\): say what a page takes of it in OBJECT_SELECTIONS/,
    );
  });
});
