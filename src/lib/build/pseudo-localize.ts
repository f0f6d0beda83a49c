// Lingui's pseudolocalization of the texts that are not in a catalog: a vocabulary's text table
// (`src/locales/<code>/…-labels.ts`) in the pseudo-locale of a test build (pseudo-locale.ts).
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

/** Whether a string is to be pseudolocalized: by its key (none in a list) and the object that holds it. */
type Chosen = (key: string | undefined, parent: unknown) => boolean;

/** `value` with its chosen strings, however deep, pseudolocalized in one pass of Lingui's compiler. */
function withStringsPseudolocalized<T>(value: T, chosen: Chosen): T {
  const visit = (
    inner: unknown,
    key: string | undefined,
    parent: unknown,
    rewrite: (text: string) => string,
  ): unknown => {
    if (typeof inner === "string") return chosen(key, parent) ? rewrite(inner) : inner;
    if (Array.isArray(inner)) return inner.map((item) => visit(item, undefined, inner, rewrite));
    if (inner === null || typeof inner !== "object" || inner instanceof Date) return inner;
    return Object.fromEntries(Object.entries(inner).map(([name, item]) => [name, visit(item, name, inner, rewrite)]));
  };
  const texts: string[] = [];
  visit(value, undefined, undefined, (text) => (texts.push(text), text));
  const replaced = pseudolocalized(texts);
  let next = 0;
  return visit(value, undefined, undefined, () => replaced[next++]) as T;
}

/** A text table (`…-labels.es.ts`: strings, lists and records of them) with every string pseudolocalized. */
export const pseudolocalizedTable = <T>(table: T): T => withStringsPseudolocalized(table, () => true);

/**
 * Content with the staff's texts in `locale` pseudolocalized (`{ en, es }` maps, and an `…Es` twin where one is
 * left), as the pseudo-locale shows that language: only the content's own English, names and numbers stay plain.
 */
export function pseudolocalizedContent<T>(content: T, locale: string): T {
  const twinSuffix = `${locale[0].toUpperCase()}${locale.slice(1)}`;
  return withStringsPseudolocalized(content, (key, parent) => {
    if (key === undefined) return false;
    const record = parent as Record<string, unknown>;
    return key === locale
      ? typeof record.en === "string"
      : key.endsWith(twinSuffix) && key.slice(0, -twinSuffix.length) in record;
  });
}
