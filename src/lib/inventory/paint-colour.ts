// A paint name ("Crystal Black Pearl") as a page shows it. The maker's paint names are English trade names,
// kept as written; in another language the colour family leads, in that language, so a shopper knows the colour.
import { colourFamily } from "./colour-family";
import { colourFamilyLabel } from "./colour-family-labels";
import type { Locale } from "../i18n/locale";

export interface PaintColour {
  /** The colour family in the page's language ("Negro"); absent in English, or when the name gives none away. */
  family?: string;
  /** The paint name as written (English); absent when it says no more than the family ("Black"). */
  paint?: string;
}

export function paintColour(paint: string, locale: Locale = "en"): PaintColour {
  const family = colourFamily(paint);
  if (locale === "en" || family === "Other") return { paint };
  const label = colourFamilyLabel(family, locale);
  return paint.trim().toLowerCase() === family.toLowerCase() ? { family: label } : { family: label, paint };
}
