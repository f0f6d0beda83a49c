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
import { REQUIRED_SPANISH_HINT } from "../../src/lib/admin/field-text";
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
import { vehicleSchema } from "../../src/lib/content/vehicle-schema";

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
      .filter((path) => !(kind === "site" && path.startsWith("hours.")));
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
      if (insideOptionalObject(entrySchema(kind), path)) {
        expect(candidate.required, candidate.content_path).toBe(false);
        continue;
      }
      // The choice that picks the variant of an optional either-or value may stay unset (the value is left out).
      const parent = path.length > 1 ? schemaAt(entrySchema(kind), path.slice(0, -1)) : undefined;
      const optionalVariantChoice =
        parent !== undefined && isOptional(parent) && unionOptions(parent)?.key === path[path.length - 1];
      const mayBeEmpty =
        optionalVariantChoice || isOptional(schema) || schema.safeParse("").success || schema.safeParse([]).success;
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

  it("edits the opening hours with a widget of its own", () => {
    expect(field("site", "hours")?.widget).toBe("opening-hours");
  });

  describe("Spanish twins", () => {
    const SPANISH_HINT = "Shown on the Spanish site; leave empty to show the English text.";
    const twins = (kind: ContentKind) => fieldsOf(kind).filter((each) => /[a-z]Es$/.test(each.name));

    it("has every staff-written text's twin", () => {
      expect(twins("site").map((each) => each.content_path)).toEqual([
        "taglineEs",
        "descriptionEs",
        "callToActionEs",
        "contact.headingEs",
        "contact.subheadingEs",
        "contact.introEs",
        ...BADGE_KEYS.map((key) => `badges.${key}Es`),
        "credit.locationEs",
        "reserve.labelEs",
        "reserve.depositEs",
        "fees.*.nameEs",
        "importDefaults.warranty.otherSystems.*.nameEs",
      ]);
      expect(twins("testimonials").map((each) => each.content_path)).toEqual(["testimonials.*.textEs"]);
      expect(twins("vehicle").map((each) => each.content_path)).toEqual([
        "descriptionEs",
        "warranty.otherSystems.*.nameEs",
      ]);
    });

    it.each(CONTENT_KINDS)("%s: each twin comes right after its English field, labelled from it", (kind) => {
      const siblingLists = (fields: CmsField[]): CmsField[][] => [
        fields,
        ...fields.flatMap((each) => (each.fields ? siblingLists(each.fields) : [])),
      ];
      let seen = 0;
      for (const siblings of siblingLists(cmsFields(kind))) {
        siblings.forEach((twin, index) => {
          if (!/[a-z]Es$/.test(twin.name)) return;
          const english = siblings[index - 1];
          expect(english?.name, twin.content_path).toBe(twin.name.slice(0, -2));
          expect(twin.label).toBe(`${english.label} (Spanish)`);
          // A warranty's "other" system must have its Spanish name: the Spanish Buyers Guide has no English in it.
          const needed = twin.content_path.endsWith("otherSystems.*.nameEs");
          expect(twin.hint).toBe(needed ? REQUIRED_SPANISH_HINT : SPANISH_HINT);
          expect(twin.required, twin.content_path).toBe(needed);
          expect(twin.widget).toBe(english.widget);
          seen += 1;
        });
      }
      expect(seen).toBe(twins(kind).length);
    });

    it("shows the long texts in a text area, as their English fields", () => {
      expect(field("vehicle", "descriptionEs")).toMatchObject({ label: "Description (Spanish)", widget: "text" });
      expect(field("testimonials", "testimonials.*.textEs")).toMatchObject({
        label: "What they said (Spanish)",
        widget: "text",
      });
      expect(field("site", "badges.lowPriceEs")?.label).toBe("Low price (Spanish)");
    });

    it("a twin of an unlabelled field is refused like any unlabelled field", () => {
      const grown = vehicleSchema(2026).extend({ towingNoteEs: z.string().optional() });
      expect(() => cmsFieldsFor("vehicle", grown)).toThrow(/No label for the vehicle field "towingNoteEs"/);
    });
  });

  it("offers the site's languages as a multi-select, English and Spanish, not required", () => {
    expect(field("site", "languages")).toMatchObject({
      label: "Languages of the site",
      widget: "select",
      multiple: true,
      required: false,
      options: [
        { value: "en", label: "English" },
        { value: "es", label: "Spanish" },
      ],
    });
  });

  it("refuses to generate the fields when a schema field has no label", () => {
    const grown = vehicleSchema(2026).extend({ towingCapacity: z.number().optional() });
    expect(() => cmsFieldsFor("vehicle", grown)).toThrow(FieldConfigError);
    expect(() => cmsFieldsFor("vehicle", grown)).toThrow(/No label for the vehicle field "towingCapacity"/);
  });
});
