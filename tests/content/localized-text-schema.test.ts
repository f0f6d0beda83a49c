import { z } from "zod";
import {
  isLocalizedText,
  localizedTextSchema,
  withSpanishTwinsRead,
} from "../../src/lib/content/localized-text-schema";
import { formatIssues } from "../../src/lib/content/format-issues";
import { text } from "../../src/lib/content/schema-rules";
import { LOCALES } from "../../src/lib/i18n/locale";

const schema = withSpanishTwinsRead(
  z.strictObject({ tagline: localizedTextSchema(text, "a tagline"), shortName: text("a short name").optional() }),
);

/** The build's lines for a value that fails (site.json standing in for any content file). */
function problems(value: unknown): string[] {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) throw new Error(`expected ${JSON.stringify(value)} to fail`);
  return formatIssues("content/site.json", result.error.issues);
}

describe("a text by language", () => {
  it("reads the map form", () => {
    expect(schema.parse({ tagline: { en: "Quality cars.", es: "Autos de calidad." } })).toEqual({
      tagline: { en: "Quality cars.", es: "Autos de calidad." },
    });
  });

  it("reads a plain string as English only", () => {
    expect(schema.parse({ tagline: "Quality cars." })).toEqual({ tagline: { en: "Quality cars." } });
  });

  it("reads the old form, a Spanish twin beside the English text, into the map", () => {
    expect(schema.parse({ tagline: "Quality cars.", taglineEs: "Autos de calidad." })).toEqual({
      tagline: { en: "Quality cars.", es: "Autos de calidad." },
    });
  });

  it("has one key per language of LOCALES, English required", () => {
    const shape = z.strictObject({ tagline: localizedTextSchema(text, "a tagline") }).shape.tagline.out.shape;
    expect(Object.keys(shape)).toEqual([...LOCALES]);
    expect(shape.en.safeParse(undefined).success).toBe(false);
    for (const locale of LOCALES.filter((code) => code !== "en")) {
      expect(shape[locale].safeParse(undefined).success).toBe(true);
    }
  });

  it("fails naming the file and the field for a missing English text", () => {
    expect(problems({ tagline: { es: "Autos de calidad." } })).toEqual([
      "content/site.json: tagline.en: expected a tagline, is missing",
    ]);
    expect(problems({ taglineEs: "Autos de calidad." })).toEqual([
      "content/site.json: tagline.en: expected a tagline, is missing",
    ]);
  });

  it("fails naming the field for a value that is neither a text nor a map", () => {
    expect(problems({ tagline: 42 })).toEqual([
      `content/site.json: tagline: expected a tagline: a text, or one text per language like { ${LOCALES.map((locale) => `"${locale}": "..."`).join(", ")} }, got 42`,
    ]);
  });

  it("fails naming a language the site does not have and a blank translation", () => {
    expect(problems({ tagline: { en: "Quality cars.", xx: "?" } })).toEqual([
      'content/site.json: tagline: unknown field "xx" (check the spelling)',
    ]);
    expect(problems({ tagline: { en: "Quality cars.", es: " " } })).toEqual([
      'content/site.json: tagline.es: expected a tagline in Spanish, got ""',
    ]);
  });

  it("refuses an old twin beside a text already by language, naming the twin and the fix", () => {
    expect(problems({ tagline: { en: "Quality cars." }, taglineEs: "Autos de calidad." })).toEqual([
      'content/site.json: taglineEs: is the old form of tagline.es: put its text in "tagline": { "es": ... } and remove "taglineEs", got "Autos de calidad."',
    ]);
  });

  it("is known by the editor and the GraphQL types, optional or not", () => {
    expect(isLocalizedText(localizedTextSchema(text, "a tagline"))).toBe(true);
    expect(isLocalizedText(localizedTextSchema(text, "a tagline").optional())).toBe(true);
    expect(isLocalizedText(text("a tagline"))).toBe(false);
  });
});
