// What the pseudo-locale check (e2e/i18n-pseudo-locale.spec.ts) calls text the code wrote without a message: on
// the Spanish pages of a pseudo-locale build every message and vocabulary word is pseudolocalized ("Ćōńţàćţōś"),
// so a word in plain ASCII letters is either a word of the content (a make, a model, the dealer's name and
// street, the staff's own Spanish) or text no catalog holds. Pure: the pages are read by page-strings.ts.
import fs from "node:fs";
import path from "node:path";

// A run of letters of any script, so "Ćōńţàćţōś" and "Ford" are one word each, and "F-150" one ("F").
const WORD = /\p{L}+/gu;
const ASCII_WORD = /^[A-Za-z]+$/;

/** The words of a text in lower case, so a heading's or a button's casing does not matter. */
export const wordsOf = (text: string): string[] => (text.match(WORD) ?? []).map((word) => word.toLowerCase());

/**
 * The strings with a word of two ASCII letters or more that is not one of `allowed` (lower case): what a
 * pseudolocalized page shows that no catalog or vocabulary gave it.
 */
export function unpseudolocalized(strings: readonly string[], allowed: ReadonlySet<string>): string[] {
  return strings.filter((text) =>
    wordsOf(text).some((word) => word.length >= 2 && ASCII_WORD.test(word) && !allowed.has(word)),
  );
}

/**
 * Every string value in a JSON document, however deep, but a text's Spanish (`es` in a `{ en, es }` map, or an
 * `…Es` twin): the pseudo-locale build shows those pseudolocalized, so their words are no excuse.
 */
function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value !== null && typeof value === "object")
    return Object.entries(value)
      .filter(([key]) => key !== "es" && !/.Es$/.test(key))
      .flatMap(([, inner]) => stringsIn(inner));
  return [];
}

/**
 * The words of every text in a content folder's JSON files (site settings, testimonials, vehicles): names,
 * makes, models, trims, the dealer's address and the staff's English, which a page of any language may show as
 * written.
 */
export function contentWordsOf(contentDir: string): Set<string> {
  const words = new Set<string>();
  for (const file of fs.readdirSync(contentDir, { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith(".json")) continue;
    const document: unknown = JSON.parse(fs.readFileSync(path.join(contentDir, file), "utf8"));
    for (const text of stringsIn(document)) for (const word of wordsOf(text)) words.add(word);
  }
  return words;
}
