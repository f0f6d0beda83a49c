// The filters in use, each with a plain label and the query without it: shown as removable chips and
// offered by the no-results state ("remove Max price $20,000").
import type { BadgeKey } from "../content/vehicle-schema";
import type { Locale } from "../i18n/locale";
import { listFilterLabel } from "./list-filter-labels";
import { numberFilterLabels } from "./number-filter-labels";
import { LIST_FILTER_KEYS, withFilter, type InventoryQuery, type NumberFilterKey } from "./query";

export interface ActiveFilter {
  id: string;
  label: string;
  /** The query with this one filter taken away. */
  without: InventoryQuery;
}

/** `badgeLabels`: the badges as the page shows them (in its language); the labels are in `locale`. */
export function activeFilters(
  query: InventoryQuery,
  badgeLabels: Record<BadgeKey, string>,
  locale: Locale = "en",
): ActiveFilter[] {
  const filters: ActiveFilter[] = [];
  if (query.keyword) filters.push({ id: "q", label: `“${query.keyword}”`, without: withFilter(query, "keyword", "") });
  if (query.make) filters.push({ id: "make", label: query.make, without: withFilter(query, "make", "") });
  if (query.model) filters.push({ id: "model", label: query.model, without: withFilter(query, "model", "") });
  for (const key of LIST_FILTER_KEYS) {
    for (const value of query[key] as string[]) {
      const rest = (query[key] as string[]).filter((other) => other !== value);
      filters.push({
        id: `${key}-${value}`,
        label: listFilterLabel(key, value, locale, badgeLabels),
        without: withFilter(query, key, rest as never),
      });
    }
  }
  const numberLabels = numberFilterLabels(locale);
  for (const key of Object.keys(numberLabels) as NumberFilterKey[]) {
    const value = query[key];
    if (value !== undefined)
      filters.push({ id: key, label: numberLabels[key](value), without: withFilter(query, key, undefined) });
  }
  return filters;
}
