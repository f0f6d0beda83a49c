// The warranty row of the compare table in the page's language. The shortlist data carries the Buyers Guide box
// in English words (gatsby/pages/shortlist-data.ts: one file for both languages); those words are one of a closed
// set (as is, implied, a full or limited dealer warranty), so each maps back to its box in the form's other
// language. Words that are not one of them (a data file of another build) show as written, marked English.
import type { Locale } from "../i18n/locale";
import { buyersGuideText } from "../inventory/buyers-guide-text";

export interface WarrantyLabel {
  text: string;
  lang: Locale;
}

const COVERAGES = ["full", "limited"] as const;

function titles(locale: Locale): string[] {
  const labels = buyersGuideText(locale).choiceLabel;
  return [labels.asIs, labels.implied, ...COVERAGES.map((coverage) => labels.dealer[coverage])];
}

export function warrantyLabel(englishTitle: string, locale: Locale = "en"): WarrantyLabel {
  if (locale === "en") return { text: englishTitle, lang: "en" };
  const index = titles("en").indexOf(englishTitle);
  return index < 0 ? { text: englishTitle, lang: "en" } : { text: titles(locale)[index], lang: locale };
}
