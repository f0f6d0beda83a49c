// The hand-written GraphQL types of site.json and testimonials.json (gatsby/content/content-schema.graphql.ts) must
// carry every field their zod schemas allow, so a new setting cannot be missing from queries.
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { contentTypeDefs } from "../../gatsby/content/content-schema.graphql";
import { arrayElement, isOptional, objectShape, unwrap } from "../../src/lib/admin/zod-introspect";
import { siteSettingsSchema } from "../../src/lib/content/site-settings-schema";
import { testimonialSchema } from "../../src/lib/content/testimonial-schema";
import { LOCALES } from "../../src/lib/i18n/locale";

/** type name -> field name -> GraphQL type, from `type X ... { field: Type }` blocks. */
const TYPES = new Map(
  [...contentTypeDefs.matchAll(/type (\w+)[^{]*\{([^}]*)\}/g)].map(([, name, body]) => [
    name,
    new Map(
      body
        .split("\n")
        .map((line) => /^\s+(\w+): ([^\s]+)/.exec(line))
        .filter((match) => match !== null)
        .map((match) => [match[1], match[2]]),
    ),
  ]),
);

/** Settings only the inventory import reads: never queried by pages. */
const NOT_QUERIED = new Set(["importDefaults"]);

/** `content path: problem` for each schema field the GraphQL type lacks or types with the wrong nullability. */
function gaps(schema: z.ZodType, typeName: string, path: string[] = []): string[] {
  const fields = TYPES.get(typeName);
  if (!fields) return [`${path.join(".")}: no GraphQL type ${typeName}`];
  return Object.entries(objectShape(schema) ?? {}).flatMap(([key, child]) => {
    const where = [...path, key].join(".");
    if (NOT_QUERIED.has(where)) return [];
    const type = fields.get(key);
    if (!type) return [`${where}: not in GraphQL type ${typeName}`];
    // `languages` is filled in on the node when the file leaves it out (siteLanguagesOf).
    const nonNull = type.endsWith("!");
    if (nonNull === isOptional(child) && where !== "languages")
      return [`${where}: ${type} for a${isOptional(child) ? "n optional" : " required"} field`];
    const inner = arrayElement(unwrap(child)) ?? unwrap(child);
    return objectShape(inner) ? gaps(inner, type.replace(/[[\]!]/g, ""), [...path, key]) : [];
  });
}

describe("the site settings and testimonial GraphQL types", () => {
  it("carry every field of content/site.json, the staff-written texts as LocalizedText", () => {
    expect(gaps(siteSettingsSchema, "SiteSettings")).toEqual([]);
    expect(TYPES.get("SiteSettings")?.get("tagline")).toBe("LocalizedText!");
    expect(TYPES.get("SiteBadgeLabels")?.get("lowPrice")).toBe("LocalizedText!");
    expect(TYPES.get("SiteSettings")?.get("languages")).toBe("[String!]!");
  });

  it("carry every field of a testimonial", () => {
    expect(gaps(testimonialSchema, "Testimonial")).toEqual([]);
    expect(TYPES.get("Testimonial")?.get("text")).toBe("LocalizedText!");
  });

  it("have one LocalizedText field per language of LOCALES, English non-null, generated not written", () => {
    expect(Object.fromEntries(TYPES.get("LocalizedText") ?? [])).toEqual(
      Object.fromEntries(LOCALES.map((locale) => [locale, locale === "en" ? "String!" : "String"])),
    );
  });

  it("notice a field the GraphQL type lacks", () => {
    const settings = siteSettingsSchema.out;
    expect(gaps(settings.extend({ slogan: settings.shape.tagline }), "SiteSettings")).toEqual([
      "slogan: not in GraphQL type SiteSettings",
    ]);
  });
});
