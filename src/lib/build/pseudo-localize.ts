// Lingui's pseudolocalization of the texts that are not in a catalog: a vocabulary's label table
// (`…-labels.es.ts`) in the pseudo-locale of a test build (pseudo-locale.ts).
import { createCompiledCatalog } from "@lingui/cli/api";

/** A compiled text: a string, or strings and placeholders (`["price"]`). */
type CompiledText = string | (string | [string])[];

/** A compiled text written back as a pattern: `["Ďēśďē ", ["price"]]` is `"Ďēśďē {price}"`. */
const asPattern = (text: CompiledText): string =>
  typeof text === "string" ? text : text.map((part) => (typeof part === "string" ? part : `{${part[0]}}`)).join("");

/** Plain texts pseudolocalized by Lingui's compiler, as it does a catalog of its pseudo-locale. */
function pseudolocalized(texts: readonly string[]): string[] {
  const messages = Object.fromEntries(texts.map((text, index) => [String(index), text]));
  const { source } = createCompiledCatalog("pseudo", messages, { namespace: "json", pseudoLocale: "pseudo" });
  const compiled = (JSON.parse(source) as { messages: Record<string, CompiledText> }).messages;
  return texts.map((_, index) => asPattern(compiled[String(index)]));
}

/** A label table (`…-labels.es.ts`: strings, lists and records of them) with every string pseudolocalized. */
export function pseudolocalizedTable<T>(table: T): T {
  const texts: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === "string") texts.push(value);
    else if (value !== null && typeof value === "object") Object.values(value).forEach(collect);
  };
  collect(table);
  const replaced = pseudolocalized(texts);
  let next = 0;
  const rebuild = (value: unknown): unknown => {
    if (typeof value === "string") return replaced[next++];
    if (Array.isArray(value)) return value.map(rebuild);
    if (value !== null && typeof value === "object")
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, rebuild(inner)]));
    return value;
  };
  return rebuild(table) as T;
}

/**
 * Content with the staff's texts in `locale` pseudolocalized (`{ en, es }` maps, and an `…Es` twin where one is
 * left), as the pseudo-locale shows that language: only the content's own English, names and numbers stay plain.
 */
export function pseudolocalizedContent<T>(content: T, locale: string): T {
  const twinSuffix = `${locale[0].toUpperCase()}${locale.slice(1)}`;
  const inLocale = (key: string, parent: Record<string, unknown>) =>
    key === locale
      ? typeof parent.en === "string"
      : key.endsWith(twinSuffix) && key.slice(0, -twinSuffix.length) in parent;
  const texts: string[] = [];
  const visit = (value: unknown, rewrite: (text: string) => string): unknown => {
    if (Array.isArray(value)) return value.map((item) => visit(item, rewrite));
    if (value === null || typeof value !== "object" || value instanceof Date) return value;
    const record = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(record).map(([key, inner]) => [
        key,
        typeof inner === "string" && inLocale(key, record) ? rewrite(inner) : visit(inner, rewrite),
      ]),
    );
  };
  visit(content, (text) => (texts.push(text), text));
  const replaced = pseudolocalized(texts);
  let next = 0;
  return visit(content, () => replaced[next++]) as T;
}
