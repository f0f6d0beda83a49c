// The colour families (colour-family.ts) as the colour filter and chips name them in each language.
import type { Locale } from "../i18n/locale";
import { textTable, translated, type Translations } from "../i18n/text-tables";
import type { ColourFamily } from "./colour-family";

declare module "../i18n/text-tables" {
  interface TextTables {
    "colour-family-labels": Readonly<Record<ColourFamily, string>>;
  }
}

const COLOUR_FAMILY_LABELS: Translations<ColourFamily> = textTable("colour-family-labels");

export const colourFamilyLabel = (value: ColourFamily, locale: Locale = "en"): string =>
  translated(COLOUR_FAMILY_LABELS, value, locale);
