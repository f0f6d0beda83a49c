// The palette's colour names (styles/palette's `label`, English) in the site's other languages, by token.
// Kept here rather than in the palette: the palette travels in every page's stylesheet, its names only on /colors/.
import type { Locale } from "../i18n/locale";
import { textTable, translated, type Translations } from "../i18n/text-tables";

declare module "../i18n/text-tables" {
  interface TextTables {
    "palette-labels": Readonly<Record<string, string>>;
  }
}

const PALETTE_LABELS: Translations<string> = textTable("palette-labels");

/** A palette row's name in a locale: its own English `label` in English, or for a token this file does not know. */
export const paletteLabel = (row: { token: string; label: string }, locale: Locale): string =>
  translated(PALETTE_LABELS, row.token, locale, row.label);
