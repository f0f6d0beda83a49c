// The words of the FTC's Spanish Buyers Guide as the site shows it (src/lib/inventory/buyers-guide-text.ts): text
// fixed by law (16 CFR 455.5), written in the page's language rather than translated by the site's catalogs, so
// the pseudo-locale check takes them as they are.
import { buyersGuideText } from "../../src/lib/inventory/buyers-guide-text";
import { wordsOf } from "./pseudo-locale-text";

function textsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "function") return [String((value as (...numbers: number[]) => string)(50, 50))];
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(textsOf);
  return [];
}

export const BUYERS_GUIDE_WORDS: readonly string[] = [...new Set(textsOf(buyersGuideText("es")).flatMap(wordsOf))];
