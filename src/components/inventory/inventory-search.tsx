import { msg } from "@lingui/core/macro";
import React, { useCallback, useMemo, useState } from "react";
import type { SiteSettings } from "../../lib/content/site-settings-schema";
import { siteBadgeLabels } from "../../lib/content/site-badge-labels";
import { formatVehicleCount } from "../../lib/format";
import { activeFilters, CHIP_LABELS, type TextNames } from "../../lib/inventory/active-filters";
import { FILTER_TABLE } from "../../lib/inventory/filter-table";
import type { LotNames } from "../../lib/vehicle-pages/card-data";
import type { FacetCounts, InventoryOptions } from "../../lib/inventory/facets";
import type { DecodedInventory } from "../../lib/inventory/index-format";
import {
  countActiveFilters,
  inventoryPath,
  type InventoryQuery,
  PARAM,
  withFilter,
  withoutFilters,
} from "../../lib/inventory/query";
import type { VehicleCardData } from "../../lib/inventory/types";
import { ROUTES, vehicleListPath } from "../../lib/paths";
import { inventoryCatalogs } from "../../locales/inventory";
import { useI18n, useLocale } from "../i18n/locale-context";
import { withTags } from "../i18n/with-tags";
import { Button } from "../ui/button";
import { FilterIcon } from "../ui/page-icons";
import { PageContainer, PageHeader } from "../ui/page-container";
import { VehicleGrid } from "../vehicle-card/vehicle-grid";
import { cardSettingsOf } from "../../lib/vehicle-pages/card-settings";
import { FinanceDisclaimer } from "../ui/finance-disclaimer";
import { ActiveFilterChips } from "./active-filter-chips";
import { FiltersPanel } from "./filters-panel";
import {
  filtersFormStyle,
  filtersToggleStyle,
  layoutStyle,
  problemStyle,
  resultsStyle,
  searchBarStyle,
} from "./inventory-search-styles";
import { NoResults } from "./no-results";
import { Pagination } from "./pagination";
import { ShopByMake } from "./shop-by-make";
import { SortSelect } from "./sort-select";
import { useInventoryQuery, type NavigateTo } from "./use-inventory-query";
import { useInventoryResults } from "./use-inventory-results";
import { useKeyword } from "./use-keyword";
import { useFirstScreenFirst } from "./use-first-screen-first";
import { useResultsFocus } from "./use-results-focus";
import { SiteLink } from "../i18n/site-link";

const FORM_ID = "inventory-search";
const NO_NAMES: TextNames = {};
const PANEL_ID = "inventory-filters";

const showCount = (count: string) => msg`Show ${count}`;
const problemMessage = (problem: string) =>
  msg`The search could not load (${problem}). Check your connection and <0>try again</0>, or <1>browse every vehicle page by page</1>.`;

export interface InventorySearchProps {
  /** `location.search` of the page. */
  search: string;
  navigateTo: NavigateTo;
  /** The first page of listed vehicles, newest arrivals first: the static HTML. */
  initialVehicles: VehicleCardData[];
  total: number;
  options: InventoryOptions;
  /** Facet counts of the whole inventory (no filters), from the build. */
  counts: FacetCounts;
  indexUrl: string;
  loadIndex?: (url: string) => Promise<DecodedInventory>;
  site: Pick<SiteSettings, "financing" | "badges" | "phone">;
  /** A group's lots' names by id (the Location filter, its chip and each card's line); none with one lot. */
  lotNames?: LotNames;
  /** The new-arrivals alert for the filters in use, drawn by the template when the build offers alerts. */
  searchAlert?: (query: InventoryQuery, filterLabels: readonly string[]) => React.ReactNode;
}

/**
 * /inventory/: the whole search state lives in the URL query. The static HTML shows the first page of the
 * inventory with a plain GET form; with JavaScript, the compact inventory index is fetched and every change
 * answers in memory. History: each filter, sort or page change is one entry, so Back undoes it.
 */
export function InventorySearch(props: InventorySearchProps) {
  const { search, navigateTo, options, site, searchAlert, lotNames } = props;
  const i18n = useI18n(inventoryCatalogs);
  const locale = useLocale();
  const settings = useMemo(() => cardSettingsOf(site), [site]);
  // The badges in the page's language: the specials filter, its chips and the no-results suggestions.
  const badges = useMemo(() => siteBadgeLabels(locale, site.badges), [locale, site.badges]);
  const { hydrated, query, go } = useInventoryQuery(search, navigateTo);
  const textNames = useMemo(() => (lotNames ? { location: lotNames } : NO_NAMES), [lotNames]);
  const results = useInventoryResults({ ...props, query, hydrated, badges, textNames });
  const { request, shownTotal, loading, vehicles } = results;
  const { keyword, commitKeyword, onKeywordChange, onKeywordBlur } = useKeyword(query, go, request);
  const { resultsHeading, showResults } = useResultsFocus(query.page, hydrated);
  const cards = useFirstScreenFirst(vehicles);
  const onFilterChange = useCallback((next: InventoryQuery) => go(next), [go]);

  const [panelOpen, setPanelOpen] = useState(false);
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    commitKeyword(keyword);
    if (panelOpen) {
      setPanelOpen(false);
      requestAnimationFrame(showResults);
    }
  };

  const filters = activeFilters(query, badges, locale, FILTER_TABLE, CHIP_LABELS, textNames);
  const activeCount = countActiveFilters(query);
  const clearHref = inventoryPath(withoutFilters(query));

  return (
    <PageContainer>
      <PageHeader
        title={i18n._(msg`Inventory`)}
        lead={i18n._(msg`Every car, truck and SUV on our lot. Filter, sort, and share the link to your search.`)}
      />

      <div css={searchBarStyle}>
        <label htmlFor="inventory-keyword" className="visually-hidden">
          {i18n._(msg`Search by make, model, trim, VIN or stock number`)}
        </label>
        <input
          id="inventory-keyword"
          type="search"
          name={PARAM.keyword}
          form={FORM_ID}
          value={keyword}
          onChange={onKeywordChange}
          onBlur={onKeywordBlur}
          placeholder={i18n._(msg`Make, model or stock #`)}
          autoComplete="off"
          enterKeyHint="search"
        />
        <Button type="submit" form={FORM_ID}>
          {i18n._(msg`Search`)}
        </Button>
      </div>

      <div css={filtersToggleStyle}>
        <Button
          variant="secondary"
          aria-expanded={panelOpen}
          aria-controls={PANEL_ID}
          onClick={() => (setPanelOpen(!panelOpen), request())}
        >
          <FilterIcon /> {panelOpen ? i18n._(msg`Hide filters`) : i18n._(msg`Filters`)}
          {activeCount > 0 && ` (${activeCount})`}
        </Button>
      </div>

      <div css={layoutStyle}>
        <form
          css={filtersFormStyle}
          id={FORM_ID}
          role="search"
          aria-label={i18n._(msg`Filter vehicles`)}
          method="get"
          action={ROUTES.inventory}
          onSubmit={onSubmit}
          onFocus={request}
          onPointerDown={request}
          data-open={panelOpen}
          data-enhanced={hydrated}
        >
          <div id={PANEL_ID}>
            <div className="panel-head">
              <h2>{i18n._(msg`Filters`)}</h2>
              {activeCount > 0 && <SiteLink to={clearHref}>{i18n._(msg`Clear all`)}</SiteLink>}
            </div>
            <noscript>
              <p className="noscript">
                {withTags(
                  i18n._(
                    msg`Filtering needs JavaScript. You can still browse <0>every vehicle page by page</0> or by make below.`,
                  ),
                  [(text) => <SiteLink to={ROUTES.vehicles}>{text}</SiteLink>],
                )}
              </p>
            </noscript>
            <FiltersPanel
              query={query}
              options={options}
              counts={results.facetCounts}
              badgeLabels={badges}
              textNames={textNames}
              onChange={onFilterChange}
            />
          </div>
          <div className="panel-actions">
            <Button type="submit">
              {hydrated && shownTotal !== undefined
                ? i18n._(showCount(formatVehicleCount(shownTotal, locale)))
                : i18n._(msg`Show results`)}
            </Button>
          </div>
        </form>

        <section css={resultsStyle} aria-labelledby="results-heading">
          <h2 id="results-heading" ref={resultsHeading} tabIndex={-1} className="visually-hidden">
            {i18n._(msg`Vehicles`)}
          </h2>
          <div className="toolbar">
            <p className="count" role="status">
              {results.countText}
            </p>
            <SortSelect value={query.sort} formId={FORM_ID} onSort={(sort) => go(withFilter(query, "sort", sort))} />
          </div>
          {filters.length > 0 && (
            <div className="chips">
              <ActiveFilterChips filters={filters} onRemove={onFilterChange} />
            </div>
          )}
          {results.problem !== null && (
            <p css={problemStyle} role="alert">
              {withTags(i18n._(problemMessage(results.problem)), [
                (text) => (
                  <Button variant="secondary" onClick={request}>
                    {text}
                  </Button>
                ),
                (text) => <SiteLink to={ROUTES.vehicles}>{text}</SiteLink>,
              ])}
            </p>
          )}
          {results.noMatch ? (
            <NoResults
              suggestions={results.suggestions}
              clearHref={clearHref}
              phone={site.phone}
              onChange={onFilterChange}
            />
          ) : (
            <div className={loading ? "busy" : undefined} aria-busy={loading}>
              <VehicleGrid vehicles={cards} settings={settings} label={i18n._(msg`Vehicles`)} leadPhoto />
            </div>
          )}
          {!loading && (
            <Pagination
              current={results.page}
              pageCount={results.pageCount}
              hrefFor={(n) => (hydrated ? inventoryPath({ ...query, page: n }) : vehicleListPath(n))}
              label={i18n._(msg`Result pages`)}
            />
          )}
          {searchAlert?.(
            query,
            filters.map((filter) => filter.label),
          )}
          {vehicles.length > 0 && <FinanceDisclaimer financing={site.financing} phone={site.phone} />}
        </section>
      </div>

      <ShopByMake makes={options.makes} />
    </PageContainer>
  );
}
