// The editor's fields are generated from the content schemas; these tests hold the two together, so a
// schema change that the editor does not follow fails here rather than in a staff member's browser.
import { z } from "zod";
import {
  cmsFields,
  cmsFieldsFor,
  FieldConfigError,
  parseContentPath,
  type CmsField,
} from "../../src/lib/admin/cms-fields";
import { CONTENT_KINDS, entrySchema, type ContentKind } from "../../src/lib/admin/content-files";
import {
  arrayElement,
  choiceValues,
  insideOptionalObject,
  isOptional,
  numberRule,
  objectShape,
  schemaAt,
  unionOptions,
} from "../../src/lib/admin/zod-introspect";
import { TESTIMONIAL_TITLES } from "../../src/lib/content/site-fields";
import {
  BADGE_KEYS,
  BODY_STYLES,
  DRIVETRAINS,
  FUEL_TYPES,
  TRANSMISSIONS,
  VEHICLE_STATUSES,
} from "../../src/lib/content/vehicle-fields";
import { localizedTextSchema } from "../../src/lib/content/localized-text-schema";
import { text } from "../../src/lib/content/schema-rules";
import { vehicleFieldsSchema } from "../../src/lib/content/vehicle-schema";
import { LANGUAGES, LOCALES } from "../../src/lib/i18n/locale";

/** Every field with its content path, list items included. */
function flatten(fields: CmsField[]): CmsField[] {
  return fields.flatMap((field) => [
    field,
    ...(field.fields ? flatten(field.fields) : []),
    ...(field.field ? [field.field] : []),
  ]);
}

/** Every path the schema defines, as `a.b`, `list.*`, `list.*.c`; variants' keys once. */
function schemaPaths(schema: z.ZodType, prefix: string[] = []): string[] {
  const shape = objectShape(schema);
  if (shape)
    return Object.entries(shape).flatMap(([key, child]) => [
      [...prefix, key].join("."),
      ...schemaPaths(child, [...prefix, key]),
    ]);
  const union = unionOptions(schema);
  if (union) {
    const keys = new Map<string, z.ZodType>();
    for (const option of union.options.values())
      for (const [key, child] of Object.entries(option.shape)) keys.set(key, child as z.ZodType);
    return [...keys].flatMap(([key, child]) => [[...prefix, key].join("."), ...schemaPaths(child, [...prefix, key])]);
  }
  const element = arrayElement(schema);
  if (element && !choiceValues(element)) {
    const item = [...prefix, "*"];
    return objectShape(element) ? schemaPaths(element, item) : [item.join("."), ...schemaPaths(element, item)];
  }
  return [];
}

const fieldsOf = (kind: ContentKind) => flatten(cmsFields(kind));
const field = (kind: ContentKind, path: string) => fieldsOf(kind).find((candidate) => candidate.content_path === path);

describe("the editor's fields follow the content schemas", () => {
  it.each(CONTENT_KINDS)("%s: one field for every schema field, and no field the schema does not know", (kind) => {
    const fromSchema = schemaPaths(entrySchema(kind))
      // The opening hours are one field of their own (seven lines), not a list of objects.
      .filter((path) => !(kind === "site" && path.startsWith("hours.")))
      .filter((path) => !(kind === "location" && /^(hours|serviceHours)\./.test(path)));
    const paths = fieldsOf(kind).map((candidate) => candidate.content_path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...fromSchema].sort());
    for (const candidate of fieldsOf(kind)) {
      expect(
        schemaAt(entrySchema(kind), parseContentPath(candidate.content_path)),
        candidate.content_path,
      ).toBeDefined();
    }
  });

  it.each(CONTENT_KINDS)("%s: a field is required exactly when the schema refuses it empty", (kind) => {
    for (const candidate of fieldsOf(kind)) {
      const path = parseContentPath(candidate.content_path);
      const schema = schemaAt(entrySchema(kind), path)!;
      // Inside an optional object nothing is required: the object may be left out whole.
      const inOptionalObject = insideOptionalObject(entrySchema(kind), path);
      // The choice that picks the variant of an optional either-or value may stay unset (the value is left out).
      const parent = path.length > 1 ? schemaAt(entrySchema(kind), path.slice(0, -1)) : undefined;
      const optionalVariantChoice =
        parent !== undefined && isOptional(parent) && unionOptions(parent)?.key === path[path.length - 1];
      const mayBeEmpty =
        inOptionalObject ||
        optionalVariantChoice ||
        isOptional(schema) ||
        schema.safeParse("").success ||
        schema.safeParse([]).success;
      expect(candidate.required, candidate.content_path).toBe(!mayBeEmpty);
    }
  });

  it.each(CONTENT_KINDS)("%s: numbers are whole where the schema wants whole numbers", (kind) => {
    for (const candidate of fieldsOf(kind).filter((each) => each.widget === "number")) {
      const rule = numberRule(schemaAt(entrySchema(kind), parseContentPath(candidate.content_path))!);
      expect(candidate.value_type, candidate.content_path).toBe(rule?.integer ? "int" : "float");
    }
  });

  it("offers exactly the fixed vocabularies as selects", () => {
    const values = (kind: ContentKind, path: string) => field(kind, path)?.options?.map((option) => option.value);
    expect(values("vehicle", "bodyStyle")).toEqual([...BODY_STYLES]);
    expect(values("vehicle", "transmission")).toEqual([...TRANSMISSIONS]);
    expect(values("vehicle", "drivetrain")).toEqual([...DRIVETRAINS]);
    expect(values("vehicle", "fuelType")).toEqual([...FUEL_TYPES]);
    expect(values("vehicle", "status")).toEqual([...VEHICLE_STATUSES]);
    expect(values("vehicle", "badges")).toEqual([...BADGE_KEYS]);
    expect(field("vehicle", "badges")?.multiple).toBe(true);
    expect(values("vehicle", "warranty.type")).toEqual(["as-is", "implied", "dealer"]);
    expect(values("testimonials", "testimonials.*.title")).toEqual([...TESTIMONIAL_TITLES]);
    expect(values("testimonials", "testimonials.*.rating")).toEqual([4, 5]);
  });

  it("labels badges with the site's badge labels when given", () => {
    const badges = flatten(cmsFields("vehicle", { badgeLabels: { lowPrice: "Low Price" } })).find(
      (each) => each.name === "badges",
    );
    expect(badges?.options?.[0]).toEqual({ value: "lowPrice", label: "Low Price" });
  });

  it("asks for a dealer warranty's terms only when the Buyers Guide choice is a dealer warranty", () => {
    const warranty = field("vehicle", "warranty")!;
    expect(warranty.widget).toBe("variant-object");
    expect(warranty.fields?.[0].name).toBe("type");
    expect(warranty.fields?.slice(1).map((child) => [child.name, child.for_types])).toEqual([
      ["coverage", ["dealer"]],
      ["laborPercent", ["dealer"]],
      ["partsPercent", ["dealer"]],
      ["systemsCovered", ["dealer"]],
      ["otherSystems", ["dealer"]],
      ["duration", ["dealer"]],
    ]);
  });

  it("uploads photos into content/vehicles/photos with an alt text each, at least one photo", () => {
    const photos = field("vehicle", "photos")!;
    expect(photos.min).toBe(1);
    expect(photos.fields?.map((child) => [child.name, child.widget, child.required])).toEqual([
      ["file", "image", true],
      ["alt", "string", false],
    ]);
  });

  it("edits the opening hours with a widget of its own, a lot's sales and service hours too", () => {
    expect(field("site", "hours")?.widget).toBe("opening-hours");
    expect(field("location", "hours")).toMatchObject({ widget: "opening-hours", required: true });
    expect(field("location", "serviceHours")).toMatchObject({ widget: "opening-hours", required: false });
  });

  it("edits a lot's name as the text it is, although its schema checks it in two steps", () => {
    expect(field("location", "name")).toMatchObject({ widget: "string", required: true, label: "Lot name" });
    expect(field("location", "feedIds")).toMatchObject({ widget: "list", required: false });
    expect(field("location", "buyersGuide.address.street")?.required).toBe(false);
  });

  it("makes a vehicle's lot a relation to the lots, which the file holds as the lot's id", () => {
    expect(field("vehicle", "location")).toMatchObject({
      widget: "relation",
      collection: "locations",
      value_field: "id",
      required: false,
    });
  });

  describe("texts by language", () => {
    const TRANSLATION_HINT = "Shown on this language's pages; leave empty to show the English text.";
    /** Every field that is a text by language: an object whose fields are the languages of LOCALES. */
    const texts = (kind: ContentKind) =>
      fieldsOf(kind).filter(
        (each) => each.widget === "object" && each.fields?.map((language) => language.name).join() === LOCALES.join(),
      );

    it("has every staff-written text as an object of its languages", () => {
      expect(texts("site").map((each) => each.content_path)).toEqual([
        "tagline",
        "description",
        "callToAction",
        "contact.heading",
        "contact.subheading",
        "contact.intro",
        ...BADGE_KEYS.map((key) => `badges.${key}`),
        "credit.location",
        // A link by language: the Spanish page links to the provider's Spanish form where it has one.
        "creditApplication.applicationUrl",
        "creditApplication.prequalificationUrl",
        "reserve.label",
        "reserve.deposit",
        "fees.*.name",
      ]);
      expect(texts("testimonials").map((each) => each.content_path)).toEqual(["testimonials.*.text"]);
      expect(texts("vehicle").map((each) => each.content_path)).toEqual(["description"]);
      // No field of the old form is left in the editor (the warranty's required Spanish name is not a twin).
      for (const kind of CONTENT_KINDS) {
        const twins = fieldsOf(kind).filter((each) => /[a-z]Es$/.test(each.name));
        expect(
          twins.every((each) => each.content_path.endsWith("otherSystems.*.nameEs")),
          kind,
        ).toBe(true);
      }
    });

    it.each(CONTENT_KINDS)("%s: English is required, the other languages optional with their hint", (kind) => {
      for (const text of texts(kind)) {
        const [english, ...others] = text.fields ?? [];
        // Within an optional object (the reserve button) nothing is required until the object is filled in.
        const required = !insideOptionalObject(entrySchema(kind), parseContentPath(english.content_path));
        expect(english, text.content_path).toMatchObject({ name: "en", label: "English", required });
        for (const other of others) {
          expect(other.hint, other.content_path).toBe(TRANSLATION_HINT);
          expect(other.required, other.content_path).toBe(false);
          expect(other.widget).toBe(english.widget);
        }
      }
    });

    it("labels each language by its name", () => {
      expect(field("site", "tagline.es")?.label).toBe("Spanish");
      expect(field("site", "badges.lowPrice.en")?.label).toBe("English");
    });

    it("shows the long texts in a text area, in every language", () => {
      expect(field("vehicle", "description.en")).toMatchObject({ widget: "text" });
      expect(field("vehicle", "description.es")).toMatchObject({ widget: "text" });
      expect(field("testimonials", "testimonials.*.text.es")).toMatchObject({ widget: "text" });
      expect(field("vehicle", "description")?.widget).toBe("object");
    });

    it("refuses an unlabelled text by language like any unlabelled field", () => {
      const grown = vehicleFieldsSchema(2026).extend({ towingNote: localizedTextSchema(text, "a towing note") });
      expect(() => cmsFieldsFor("vehicle", grown)).toThrow(/No label for the vehicle field "towingNote"/);
    });
  });

  it("offers the site's languages as a multi-select, every language of the list by its English name, not required", () => {
    expect(field("site", "languages")).toMatchObject({
      label: "Languages of the site",
      widget: "select",
      multiple: true,
      required: false,
      options: LANGUAGES.map((language) => ({ value: language.code, label: language.englishName })),
    });
    expect(field("site", "languages")).toMatchObject({
      options: expect.arrayContaining([{ value: "es", label: "Spanish" }]),
    });
  });

  it("refuses to generate the fields when a schema field has no label", () => {
    const grown = vehicleFieldsSchema(2026).extend({ towingCapacity: z.number().optional() });
    expect(() => cmsFieldsFor("vehicle", grown)).toThrow(FieldConfigError);
    expect(() => cmsFieldsFor("vehicle", grown)).toThrow(/No label for the vehicle field "towingCapacity"/);
  });
});
