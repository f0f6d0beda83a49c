// The filters in use, each with a plain label and the query without it: shown as removable chips and
// offered by the no-results state ("remove Max price $20,000").
import type { BadgeKey } from "../content/vehicle-schema";
import type { Locale } from "../i18n/locale";
import { FILTER_TABLE, filtersOfKind, rangeSides, type FilterTable } from "./filter-table";
import { LIST_VALUE_LABELS, type ValueLabel } from "./list-filter-labels";
import { numberFilterLabels } from "./number-filter-labels";
import { withFilter, type InventoryQuery } from "./query";

export interface ActiveFilter {
  id: string;
  label: string;
  /** The query with this one filter taken away. */
  without: InventoryQuery;
}

/** The words of a table's chips: its value labels and range sides' labels (the real ones by default). */
export interface ChipLabels {
  values: Readonly<Record<string, ValueLabel>>;
  numbers: (locale: Locale) => Readonly<Record<string, (value: number) => string>>;
}

export const CHIP_LABELS: ChipLabels = { values: LIST_VALUE_LABELS, numbers: numberFilterLabels };

/** The names a text filter's values show by, by filter id (a group's lot's name for its id); else the value shows. */
export type TextNames = Readonly<Record<string, Readonly<Record<string, string>>>>;

type Key = keyof InventoryQuery;

/**
 * `badgeLabels`: the badges as the page shows them (in its language); the labels are in `locale`. Chips come
 * in table order by kind: the keyword, the text filters, each chosen value, then the range sides.
 */
export function activeFilters(
  query: InventoryQuery,
  badgeLabels: Record<BadgeKey, string>,
  locale: Locale = "en",
  table: FilterTable = FILTER_TABLE,
  labels: ChipLabels = CHIP_LABELS,
  textNames: TextNames = {},
): ActiveFilter[] {
  const record = query as unknown as Record<string, unknown>;
  const filters: ActiveFilter[] = [];
  if (query.keyword) filters.push({ id: "q", label: `“${query.keyword}”`, without: withFilter(query, "keyword", "") });
  for (const { id } of filtersOfKind(table, "text")) {
    const text = record[id];
    if (typeof text === "string" && text)
      filters.push({ id, label: textNames[id]?.[text] ?? text, without: withFilter(query, id as Key, "" as never) });
  }
  for (const { id } of filtersOfKind(table, "choice")) {
    const chosen = (record[id] as string[] | undefined) ?? [];
    for (const value of chosen) {
      filters.push({
        id: `${id}-${value}`,
        label: labels.values[id](value, locale, badgeLabels),
        without: withFilter(query, id as Key, chosen.filter((other) => other !== value) as never),
      });
    }
  }
  const numberLabels = labels.numbers(locale);
  for (const { key } of rangeSides(table)) {
    const value = record[key];
    if (typeof value === "number")
      filters.push({
        id: key,
        label: numberLabels[key](value),
        without: withFilter(query, key as Key, undefined as never),
      });
  }
  return filters;
}
