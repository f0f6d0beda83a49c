// The inventory's sort orders as the sort select names them in each language (English: SORT_OPTIONS).
import type { Locale } from "../i18n/locale";
import { textTable, translated, type Translations } from "../i18n/text-tables";
import { SORT_OPTIONS, type SortKey } from "./query";

declare module "../i18n/text-tables" {
  interface TextTables {
    "sort-labels": Readonly<Record<SortKey, string>>;
  }
}

const SORT_LABELS: Translations<SortKey> = textTable("sort-labels");

export function sortLabel(key: SortKey, locale: Locale = "en"): string {
  const english = SORT_OPTIONS.find((option) => option.value === key)?.label ?? key;
  return translated(SORT_LABELS, key, locale, english);
}
