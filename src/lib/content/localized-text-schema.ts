// The zod form of a staff-written text by language (src/lib/i18n/localized-text.ts): `{ "en": ..., "es": ... }`
// with one optional key per other language in LOCALES, or a plain string for English only. Files written before
// the maps keep a Spanish twin beside the English text (`tagline` / `taglineEs`); withSpanishTwinsRead reads
// those into the map, so a dealer's old file still builds and shows the same pages.
import { z } from "zod";
import { languageOf, LOCALES, type Locale } from "../i18n/locale";

type OtherLocale = Exclude<Locale, "en">;

/** The key of the old form's Spanish twin: `taglineEs` beside `tagline`. */
const OLD_SPANISH_SUFFIX = "Es";

/** "Spanish" for "es": the language's name in a rule's message (its English name in the list of languages). */
export const languageName = (locale: Locale): string => languageOf(locale).englishName;

// The schemas localizedTextSchema made, so the editor, the GraphQL types and the old-form reader know them.
const localizedTexts = new WeakSet<z.ZodType>();

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A text in every language of the site, each judged by `rule`: English required, the others optional.
 * `rule(what)` is the rule of one language's text (`text`, a length limit ...).
 */
export function localizedTextSchema<R extends z.ZodType<string, string>>(rule: (what: string) => R, what: string) {
  const shape = Object.fromEntries(
    LOCALES.map((locale) =>
      locale === "en" ? [locale, rule(what)] : [locale, rule(`${what} in ${languageName(locale)}`).optional()],
    ),
  ) as Record<"en", R> & Record<OtherLocale, z.ZodOptional<R>>;
  const example = LOCALES.map((locale) => `"${locale}": "..."`).join(", ");
  const schema = z.preprocess(
    (value) => (typeof value === "string" ? { en: value } : value),
    z.strictObject(shape, { error: `expected ${what}: a text, or one text per language like { ${example} }` }),
  );
  localizedTexts.add(schema);
  return schema;
}

/** Is this (perhaps optional) schema a text by language? */
export function isLocalizedText(schema: z.ZodType): boolean {
  const inner = schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema;
  return localizedTexts.has(inner);
}

/**
 * An object's texts by language read from the old form: `tagline` (a string) with `taglineEs` beside it becomes
 * `tagline: { en, es }`. A twin beside a text already by language is left in place and named in `refused`.
 */
export function foldSpanishTwins(
  record: Readonly<Record<string, unknown>>,
  keys: readonly string[],
): { read: Record<string, unknown>; refused: string[] } {
  const read: Record<string, unknown> = { ...record };
  const refused: string[] = [];
  for (const key of keys) {
    const twinKey = `${key}${OLD_SPANISH_SUFFIX}`;
    if (!(twinKey in read)) continue;
    const [english, spanish] = [read[key], read[twinKey]];
    if (isRecord(english)) {
      refused.push(key);
      continue;
    }
    delete read[twinKey];
    read[key] = spanish === undefined ? english : { en: english, es: spanish };
  }
  return { read, refused };
}

/** The keys of an object schema's texts by language. */
export const localizedKeysOf = (schema: z.ZodObject): string[] =>
  Object.entries(schema.shape as Record<string, z.ZodType>)
    .filter(([, field]) => isLocalizedText(field))
    .map(([key]) => key);

/**
 * An object whose texts by language may still be in the old form (foldSpanishTwins). A twin beside a text
 * already by language is refused, naming the twin and the fix.
 */
export function withSpanishTwinsRead<T extends z.ZodObject>(schema: T) {
  const keys = localizedKeysOf(schema);
  return z.preprocess((value, ctx) => {
    if (!isRecord(value)) return value;
    const { read, refused } = foldSpanishTwins(value, keys);
    for (const key of refused) {
      const twinKey = `${key}${OLD_SPANISH_SUFFIX}`;
      ctx.addIssue({
        code: "custom",
        path: [twinKey],
        message: `is the old form of ${key}.es: put its text in "${key}": { "es": ... } and remove "${twinKey}"`,
        input: read[twinKey],
      });
    }
    return read;
  }, schema);
}
