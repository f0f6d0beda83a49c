// The colour families (colour-family.ts) as the colour filter and chips name them in each language.
import type { Locale } from "../i18n/locale";
import { textTable, translated, translationsOf, type Translations } from "../i18n/translations";
import type { ColourFamily } from "./colour-family";

const COLOUR_FAMILY_LABELS: Translations<ColourFamily> = translationsOf(
  textTable("colour-family-labels"),
  (labels) => labels,
);

export const colourFamilyLabel = (value: ColourFamily, locale: Locale = "en"): string =>
  translated(COLOUR_FAMILY_LABELS, value, locale);
