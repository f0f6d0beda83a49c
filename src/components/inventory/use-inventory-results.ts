import { msg, plural } from "@lingui/core/macro";
import { useEffect, useMemo, useState } from "react";
import type { BadgeKey } from "../../lib/content/vehicle-fields";
import { formatNumber } from "../../lib/format";
import { activeFilters, CHIP_LABELS, type TextNames } from "../../lib/inventory/active-filters";
import { FILTER_TABLE } from "../../lib/inventory/filter-table";
import type { FacetCounts } from "../../lib/inventory/facets";
import type { DecodedInventory } from "../../lib/inventory/index-format";
import { DEFAULT_SORT, hasNoFilters, type InventoryQuery } from "../../lib/inventory/query";
import { rememberingSearch } from "../../lib/inventory/search";
import { buildSearchIndex } from "../../lib/inventory/search-index";
import type { VehicleCardData } from "../../lib/inventory/types";
import { VEHICLES_PER_LIST_PAGE } from "../../lib/paths";
import { cardDataCache, type LotNames } from "../../lib/vehicle-pages/card-data";
import { inventoryCatalogs } from "../../locales/inventory";
import { useI18n, useLocale } from "../i18n/locale-context";
import { useInventoryIndex, whenIdle } from "./use-inventory-index";

export interface ResultsInput {
  query: InventoryQuery;
  hydrated: boolean;
  /** The first page of listed vehicles, newest arrivals first: the static HTML. */
  initialVehicles: VehicleCardData[];
  total: number;
  /** Facet counts of the whole inventory (no filters), from the build. */
  counts: FacetCounts;
  indexUrl: string;
  loadIndex?: (url: string) => Promise<DecodedInventory>;
  /** The badges as the page shows them, in its language. */
  badges: Record<BadgeKey, string>;
  /** A group's lots' names by id, which cards and chips show (none on a site with one lot). */
  lotNames?: LotNames;
  textNames: TextNames;
}

/**
 * What the list shows: the static first page, or the in-memory search once the inventory index is here.
 * The index is fetched when the URL already asks for a search, when `request` is called (first touch of a
 * filter), or when the browser is idle.
 */
export function useInventoryResults({
  query,
  hydrated,
  initialVehicles,
  total,
  counts,
  indexUrl,
  loadIndex,
  badges,
  lotNames,
  textNames,
}: ResultsInput) {
  const i18n = useI18n(inventoryCatalogs);
  const locale = useLocale();
  const unfiltered = hasNoFilters(query);
  const isStaticView = unfiltered && query.sort === DEFAULT_SORT && query.page === 1;

  const { state, request } = useInventoryIndex(indexUrl, loadIndex);
  useEffect(() => {
    if (hydrated && !isStaticView) request();
  }, [hydrated, isStaticView, request]);
  useEffect(() => (hydrated ? whenIdle(request) : undefined), [hydrated, request]);

  const index = state.status === "ready" ? state.index : null;
  const searchIndex = useMemo(() => (index ? (index.search ?? buildSearchIndex(index.vehicles)) : null), [index]);
  const cardOf = useMemo(() => (index ? cardDataCache(index, lotNames) : null), [index, lotNames]);
  const search = useMemo(() => (searchIndex ? rememberingSearch(searchIndex) : null), [searchIndex]);
  // The static first page needs no search: the build counted its facets.
  const result = useMemo(() => (search && !isStaticView ? search(query) : null), [search, query, isStaticView]);

  // The shown cards' photos come in chunks (card-photo-chunks.ts): the cards render at once, each photo's place
  // kept, and render again once their chunks are here.
  const [photoChunks, setPhotoChunks] = useState(0);
  const loading = !isStaticView && !result;
  const vehicles = useMemo(
    () => (isStaticView || !result || !cardOf ? initialVehicles : result.items.map(cardOf)),
    // photoChunks: chunks that arrived give the waiting cards their photos.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [isStaticView, result, cardOf, initialVehicles, photoChunks],
  );
  useEffect(() => {
    if (!index || !result || isStaticView || !vehicles.some((card) => card.photoPending)) return;
    let current = true;
    const arrived = () =>
      result.items.some((vehicle, at) => vehicles[at]?.photoPending && !index.photoPending(vehicle));
    // A chunk that failed leaves its cards without photos (no new render, so no loop); the next search asks again.
    const settle = () => current && arrived() && setPhotoChunks((count) => count + 1);
    index.loadPhotos(result.items).then(settle, settle);
    return () => {
      current = false;
    };
  }, [index, result, isStaticView, vehicles]);
  const shownTotal = isStaticView ? total : result?.total;

  // With no match, the filters to loosen, most helpful first.
  const suggestions = useMemo(() => {
    if (!searchIndex || !result || result.total > 0) return [];
    return activeFilters(query, badges, locale, FILTER_TABLE, CHIP_LABELS, textNames)
      .map((filter) => ({ ...filter, count: searchIndex.count(filter.without) }))
      .sort((a, b) => b.count - a.count)
      .slice(0, 5);
  }, [searchIndex, result, query, badges, locale, textNames]);

  const failed = state.status === "error" && !isStaticView;
  const countText = failed
    ? i18n._(msg`Search is unavailable`)
    : shownTotal === undefined
      ? i18n._(msg`Searching…`)
      : i18n._(countMessage(shownTotal, formatNumber(shownTotal, locale), unfiltered));

  return {
    request,
    isStaticView,
    loading,
    vehicles,
    shownTotal,
    page: isStaticView ? 1 : (result?.page ?? 1),
    pageCount: isStaticView ? Math.max(1, Math.ceil(total / VEHICLES_PER_LIST_PAGE)) : (result?.pageCount ?? 1),
    facetCounts: result?.counts ?? (unfiltered ? counts : null),
    noMatch: Boolean(result && result.total === 0 && !isStaticView),
    suggestions,
    problem: state.status === "error" && !isStaticView ? state.message : null,
    countText,
  };
}

/** "24 vehicles in stock" with no filter, "3 vehicles match" with some; `shown` is the count as written. */
function countMessage(count: number, shown: string, unfiltered: boolean) {
  return unfiltered
    ? msg`${plural(count, { one: `${shown} vehicle in stock`, other: `${shown} vehicles in stock` })}`
    : msg`${plural(count, { one: `${shown} vehicle match`, other: `${shown} vehicles match` })}`;
}
