import { Link } from "gatsby";
import React, { useCallback, useMemo, useState } from "react";
import type { SiteSettings } from "../../lib/content/site-settings-schema";
import { formatVehicleCount } from "../../lib/format";
import { activeFilters } from "../../lib/inventory/active-filters";
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
import { Button } from "../ui/button";
import { FilterIcon } from "../ui/icons";
import { PageContainer, PageHeader } from "../ui/page-container";
import { VehicleGrid } from "../vehicle-card/vehicle-grid";
import { cardSettingsOf } from "../../lib/vehicle-pages/card-settings";
import { FinanceDisclaimer } from "../ui/finance-disclaimer";
import { ActiveFilterChips } from "./active-filter-chips";
import { FiltersPanel } from "./filters-panel";
import { FiltersForm, FiltersToggle, Layout, Problem, Results, SearchBar } from "./inventory-search-styles";
import { NoResults } from "./no-results";
import { Pagination } from "./pagination";
import { ShopByMake } from "./shop-by-make";
import { SortSelect } from "./sort-select";
import { useInventoryQuery, type NavigateTo } from "./use-inventory-query";
import { useInventoryResults } from "./use-inventory-results";
import { useKeyword } from "./use-keyword";
import { useResultsFocus } from "./use-results-focus";

const FORM_ID = "inventory-search";
const PANEL_ID = "inventory-filters";

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
}

/**
 * /inventory/: the whole search state lives in the URL query. The static HTML shows the first page of the
 * inventory with a plain GET form; with JavaScript, the compact inventory index is fetched and every change
 * answers in memory. History: each filter, sort or page change is one entry, so Back undoes it.
 */
export function InventorySearch(props: InventorySearchProps) {
  const { search, navigateTo, options, site } = props;
  const settings = useMemo(() => cardSettingsOf(site), [site]);
  const { hydrated, query, go } = useInventoryQuery(search, navigateTo);
  const results = useInventoryResults({ ...props, query, hydrated, badges: site.badges });
  const { request, shownTotal, loading, vehicles } = results;
  const { keyword, commitKeyword, onKeywordChange, onKeywordBlur } = useKeyword(query, go, request);
  const { resultsHeading, showResults } = useResultsFocus(query.page, hydrated);
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

  const filters = activeFilters(query, site.badges);
  const activeCount = countActiveFilters(query);
  const clearHref = inventoryPath(withoutFilters(query));

  return (
    <PageContainer>
      <PageHeader
        title="Inventory"
        lead="Every car, truck and SUV on our lot. Filter, sort, and share the link to your search."
      />

      <SearchBar>
        <label htmlFor="inventory-keyword" className="visually-hidden">
          Search by make, model, trim, VIN or stock number
        </label>
        <input
          id="inventory-keyword"
          type="search"
          name={PARAM.keyword}
          form={FORM_ID}
          value={keyword}
          onChange={onKeywordChange}
          onBlur={onKeywordBlur}
          placeholder="Make, model or stock #"
          autoComplete="off"
          enterKeyHint="search"
        />
        <Button type="submit" form={FORM_ID}>
          Search
        </Button>
      </SearchBar>

      <FiltersToggle>
        <Button
          variant="secondary"
          aria-expanded={panelOpen}
          aria-controls={PANEL_ID}
          onClick={() => (setPanelOpen(!panelOpen), request())}
        >
          <FilterIcon /> {panelOpen ? "Hide filters" : "Filters"}
          {activeCount > 0 && ` (${activeCount})`}
        </Button>
      </FiltersToggle>

      <Layout>
        <FiltersForm
          id={FORM_ID}
          role="search"
          aria-label="Filter vehicles"
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
              <h2>Filters</h2>
              {activeCount > 0 && <Link to={clearHref}>Clear all</Link>}
            </div>
            <noscript>
              <p className="noscript">
                Filtering needs JavaScript. You can still browse{" "}
                <Link to={ROUTES.vehicles}>every vehicle page by page</Link> or by make below.
              </p>
            </noscript>
            <FiltersPanel
              query={query}
              options={options}
              counts={results.facetCounts}
              badgeLabels={site.badges}
              onChange={onFilterChange}
            />
          </div>
          <div className="panel-actions">
            <Button type="submit">
              {hydrated && shownTotal !== undefined ? `Show ${formatVehicleCount(shownTotal)}` : "Show results"}
            </Button>
          </div>
        </FiltersForm>

        <Results aria-labelledby="results-heading">
          <h2 id="results-heading" ref={resultsHeading} tabIndex={-1} className="visually-hidden">
            Vehicles
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
            <Problem role="alert">
              The search could not load ({results.problem}). Check your connection and
              <Button variant="secondary" onClick={request}>
                try again
              </Button>
              , or <Link to={ROUTES.vehicles}>browse every vehicle page by page</Link>.
            </Problem>
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
              <VehicleGrid vehicles={vehicles} settings={settings} label="Vehicles" />
            </div>
          )}
          {!loading && (
            <Pagination
              current={results.page}
              pageCount={results.pageCount}
              hrefFor={(n) => (hydrated ? inventoryPath({ ...query, page: n }) : vehicleListPath(n))}
              label="Result pages"
            />
          )}
          {vehicles.length > 0 && <FinanceDisclaimer financing={site.financing} phone={site.phone} />}
        </Results>
      </Layout>

      <ShopByMake makes={options.makes} />
    </PageContainer>
  );
}
