// The colour families (colour-family.ts) as the colour filter and chips name them in each language.
import type { Locale } from "../i18n/locale";
import { translated, type Translations } from "../i18n/translations";
import type { ColourFamily } from "./colour-family";

const COLOUR_FAMILY_LABELS: Translations<ColourFamily> = {
  es: {
    Black: "Negro",
    White: "Blanco",
    Silver: "Plateado",
    Gray: "Gris",
    Red: "Rojo",
    Blue: "Azul",
    Green: "Verde",
    Yellow: "Amarillo",
    Orange: "Naranja",
    // "Café" is what most US Spanish speakers (of Mexican origin) call brown; "marrón" reads as Spain's.
    Brown: "Café",
    Beige: "Beige",
    Gold: "Dorado",
    Purple: "Morado",
    Other: "Otro",
  },
};

export const colourFamilyLabel = (value: ColourFamily, locale: Locale = "en"): string =>
  translated(COLOUR_FAMILY_LABELS, value, locale);
