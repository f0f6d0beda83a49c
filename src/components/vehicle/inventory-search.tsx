import styled from "@emotion/styled";
import { Link } from "gatsby";
import React, { startTransition, useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { SiteSettings } from "../../lib/content/site-settings-schema";
import { formatNumber } from "../../lib/format";
import { activeFilters } from "../../lib/inventory/active-filters";
import type { FacetCounts, InventoryOptions } from "../../lib/inventory/facets";
import { prepareVehicles } from "../../lib/inventory/filter";
import type { DecodedInventory } from "../../lib/inventory/index-format";
import {
  countActiveFilters,
  DEFAULT_SORT,
  EMPTY_QUERY,
  encodeInventoryQuery,
  hasNoFilters,
  parseInventoryQuery,
  PARAM,
  SORT_OPTIONS,
  withFilter,
  withoutFilters,
  type InventoryQuery,
  type SortKey,
} from "../../lib/inventory/query";
import { searchInventory } from "../../lib/inventory/search";
import type { VehicleCardData } from "../../lib/inventory/types";
import { makeListPath, ROUTES, vehicleListPath, VEHICLES_PER_LIST_PAGE } from "../../lib/paths";
import { primaryButton, secondaryButton } from "./action-buttons";
import { ActiveFilterChips } from "./active-filter-chips";
import { cardDataCache } from "../../lib/vehicle/card-data";
import { cardSettingsOf } from "../../lib/vehicle/card-settings";
import { FinanceDisclaimer } from "./finance-disclaimer";
import { FiltersPanel } from "./filters-panel";
import { Select } from "./filter-fields";
import { NoResults } from "./no-results";
import { PageContainer, PageIntro, PageTitle } from "./page-container";
import { Pagination } from "./pagination";
import { useInventoryIndex, whenIdle } from "./use-inventory-index";
import { FilterIcon } from "./vehicle-icons";
import { VehicleGrid } from "./vehicle-grid";

const FORM_ID = "inventory-search";
const PANEL_ID = "inventory-filters";
const WIDE = "@media (min-width: 1024px)";

const SearchBar = styled.div`
  display: flex;
  gap: 0.5rem;
  margin-bottom: 0.75rem;
  input {
    flex: 1;
    min-width: 0;
    min-height: 48px;
    padding: 0.5rem 0.875rem;
    border: 1px solid var(--color-border);
    border-radius: 8px;
    background: var(--color-surface);
    color: var(--color-text);
    font: inherit;
  }
`;

const SubmitButton = styled.button(primaryButton);
const ToggleButton = styled.button`
  ${secondaryButton};
  width: 100%;
  margin-bottom: 0.75rem;
  ${WIDE} {
    display: none;
  }
`;

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  ${WIDE} {
    grid-template-columns: 17.5rem minmax(0, 1fr);
    align-items: start;
    gap: 2rem;
  }
`;

const FiltersForm = styled.form`
  padding: 1rem;
  border: 1px solid var(--color-border);
  border-radius: 12px;
  background: var(--color-surface);
  /* On a phone the panel folds away behind the Filters button. */
  &[data-open="false"] {
    display: none;
  }
  ${WIDE} {
    position: sticky;
    top: 1rem;
    max-height: calc(100vh - 2rem);
    overflow-y: auto;
    &[data-open="false"] {
      display: block;
    }
  }
  .panel-head {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    margin-bottom: 0.75rem;
  }
  .panel-head h2 {
    margin: 0;
    font-size: 1.125rem;
  }
  .panel-actions {
    position: sticky;
    bottom: 0;
    margin: 1rem -1rem -1rem;
    padding: 0.75rem 1rem 1rem;
    border-top: 1px solid var(--color-border);
    background: var(--color-surface);
  }
  .panel-actions button {
    width: 100%;
  }
  /* With JavaScript the results follow every change on a wide screen, so the button is only for phones. */
  ${WIDE} {
    &[data-enhanced="true"] .panel-actions {
      display: none;
    }
  }
  .noscript {
    margin: 0 0 1rem;
    color: var(--color-text-muted);
    font-size: 0.875rem;
  }
`;

const Results = styled.section`
  min-width: 0;
  .toolbar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.75rem;
    margin-bottom: 0.75rem;
  }
  .count {
    margin: 0;
    font-weight: 700;
    font-size: 1.0625rem;
  }
  .sort {
    display: flex;
    align-items: center;
    gap: 0.5rem;
  }
  .sort label {
    font-weight: 600;
    white-space: nowrap;
  }
  .chips {
    margin-bottom: 1rem;
  }
  .busy {
    opacity: 0.45;
    pointer-events: none;
  }
  .problem {
    margin: 0 0 1rem;
    padding: 1rem;
    border-radius: 8px;
    background: var(--color-warning-bg);
    color: var(--color-warning-text);
  }
  .problem button {
    margin-left: 0.5rem;
  }
`;

const RetryButton = styled.button(secondaryButton);

const Makes = styled.nav`
  margin-top: 2.5rem;
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.125rem;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-block;
    padding: 0.5rem 0;
  }
`;

export interface InventorySearchProps {
  /** `location.search` of the page. */
  search: string;
  /** Moves to another search (`?body=SUV`, or "" for none), adding a history entry unless `replace`. */
  navigateTo: (search: string, options: { replace: boolean }) => void;
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

const KEYWORD_DELAY_MS = 300;

/**
 * /inventory/: the whole search state lives in the URL query. The static HTML shows the first page of the
 * inventory with a plain GET form; with JavaScript, the compact inventory index is fetched (when the URL
 * already asks for a search, on the first touch of a filter, or when the browser is idle) and every change
 * answers in memory. History: each filter, sort or page change is one entry, so Back undoes it; typing in the
 * search box replaces its own entry while typing goes on, so Back does not replay it letter by letter.
 */
export function InventorySearch(props: InventorySearchProps) {
  const { search, navigateTo, initialVehicles, total, options, counts, indexUrl, loadIndex, site } = props;
  const settings = useMemo(() => cardSettingsOf(site), [site]);

  // The first render must match the static HTML (no query); the URL's query applies right after.
  const [hydrated, setHydrated] = useState(false);
  // A transition, so that this first update after hydration renders in slices like hydration did.
  useEffect(() => startTransition(() => setHydrated(true)), []);
  const urlQuery = useMemo(() => (hydrated ? parseInventoryQuery(search) : EMPTY_QUERY), [hydrated, search]);
  // A change shows at once; the page's `search` catches up when `navigateTo` has changed the URL.
  const [pending, setPending] = useState<InventoryQuery | null>(null);
  useEffect(() => setPending(null), [search]);
  // The same search keeps the same object when the URL catches up with a pending change, so nothing is
  // searched or rendered twice for one change.
  const nextQuery = pending ?? urlQuery;
  const queryKey = encodeInventoryQuery(nextQuery);
  const query = useMemo(() => nextQuery, [queryKey]);
  const unfiltered = hasNoFilters(query);
  const isStaticView = unfiltered && query.sort === DEFAULT_SORT && query.page === 1;

  const { state, request } = useInventoryIndex(indexUrl, loadIndex);
  useEffect(() => {
    if (hydrated && !isStaticView) request();
  }, [hydrated, isStaticView, request]);
  useEffect(() => (hydrated ? whenIdle(request) : undefined), [hydrated, request]);

  const index = state.status === "ready" ? state.index : null;
  const prepared = useMemo(() => (index ? (index.prepared ?? prepareVehicles(index.vehicles)) : null), [index]);
  const cardOf = useMemo(() => (index ? cardDataCache(index) : null), [index]);
  // The static first page needs no search: the build counted its facets.
  const result = useMemo(() => (prepared && !isStaticView ? searchInventory(prepared, query) : null), [prepared, query, isStaticView]);

  // Stable across searches (the current URL is read from a ref), so the memoised filter panel and chips
  // do not render again just because the URL caught up.
  const currentSearch = useRef(search);
  currentSearch.current = search;
  const go = useCallback(
    (next: InventoryQuery, replace = false) => {
      const nextSearch = encodeInventoryQuery(next);
      if (nextSearch === encodeInventoryQuery(parseInventoryQuery(currentSearch.current))) return setPending(null);
      setPending(next);
      navigateTo(nextSearch, { replace });
    },
    [navigateTo],
  );
  const onFilterChange = useCallback((next: InventoryQuery) => go(next), [go]);

  // Keyword: typed text waits a moment before it searches; the first change of a typing spell adds a history entry.
  const [keyword, setKeyword] = useState(query.keyword);
  const typing = useRef<{ timer?: ReturnType<typeof setTimeout>; spell: boolean }>({ spell: false });
  useEffect(() => {
    if (!typing.current.timer) setKeyword(query.keyword);
  }, [query.keyword]);
  useEffect(() => () => clearTimeout(typing.current.timer), []);
  const commitKeyword = (text: string) => {
    clearTimeout(typing.current.timer);
    typing.current.timer = undefined;
    if (text.trim() === query.keyword) return;
    go(withFilter(query, "keyword", text.trim()), typing.current.spell);
    typing.current.spell = true;
  };
  const onKeyword = (event: React.ChangeEvent<HTMLInputElement>) => {
    const text = event.currentTarget.value;
    setKeyword(text);
    request();
    clearTimeout(typing.current.timer);
    typing.current.timer = setTimeout(() => commitKeyword(text), KEYWORD_DELAY_MS);
  };

  const [panelOpen, setPanelOpen] = useState(false);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const showResults = () => {
    resultsHeading.current?.scrollIntoView({ block: "start" });
    resultsHeading.current?.focus({ preventScroll: true });
  };

  // A new page of results starts at the top of the list.
  const lastPage = useRef(query.page);
  useEffect(() => {
    if (query.page !== lastPage.current && hydrated) showResults();
    lastPage.current = query.page;
  }, [query.page, hydrated]);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    commitKeyword(keyword);
    if (panelOpen) {
      setPanelOpen(false);
      requestAnimationFrame(showResults);
    }
  };

  const onSort = (event: React.ChangeEvent<HTMLSelectElement>) => go(withFilter(query, "sort", event.currentTarget.value as SortKey));

  // What the list shows: the static first page, or the in-memory search once the index is here.
  const loading = !isStaticView && !result;
  const vehicles = useMemo(
    () => (isStaticView || !result || !cardOf ? initialVehicles : result.items.map(cardOf)),
    [isStaticView, result, cardOf, initialVehicles],
  );
  const shownTotal = isStaticView ? total : result?.total;
  const page = isStaticView ? 1 : (result?.page ?? 1);
  const pageCount = isStaticView ? Math.max(1, Math.ceil(total / VEHICLES_PER_LIST_PAGE)) : (result?.pageCount ?? 1);
  const facetCounts = result?.counts ?? (unfiltered ? counts : null);
  const filters = activeFilters(query, site.badges);
  const activeCount = countActiveFilters(query);
  const clearHref = `${ROUTES.inventory}${encodeInventoryQuery(withoutFilters(query))}`;

  const suggestions = useMemo(() => {
    if (!prepared || !result || result.total > 0) return [];
    return activeFilters(query, site.badges)
      .map((filter) => ({ ...filter, count: searchInventory(prepared, filter.without).total }))
      .sort((a, b) => b.count - a.count)
      .slice(0, 5);
  }, [prepared, result, query, site.badges]);

  const countText =
    state.status === "error" && !isStaticView
      ? "Search is unavailable"
      : shownTotal === undefined
        ? "Searching…"
        : `${formatNumber(shownTotal)} ${shownTotal === 1 ? "vehicle" : "vehicles"}${unfiltered ? " in stock" : " match"}`;

  return (
    <PageContainer>
      <PageTitle>Inventory</PageTitle>
      <PageIntro>Every car, truck and SUV on our lot. Filter, sort, and share the link to your search.</PageIntro>

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
          onChange={onKeyword}
          onBlur={() => {
            commitKeyword(keyword);
            typing.current.spell = false;
          }}
          placeholder="Make, model or stock #"
          autoComplete="off"
          enterKeyHint="search"
        />
        <SubmitButton type="submit" form={FORM_ID}>
          Search
        </SubmitButton>
      </SearchBar>

      <ToggleButton type="button" aria-expanded={panelOpen} aria-controls={PANEL_ID} onClick={() => (setPanelOpen(!panelOpen), request())}>
        <FilterIcon /> {panelOpen ? "Hide filters" : "Filters"}
        {activeCount > 0 && ` (${activeCount})`}
      </ToggleButton>

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
                Filtering needs JavaScript. You can still browse <Link to={ROUTES.vehicles}>every vehicle page by page</Link> or by
                make below.
              </p>
            </noscript>
            <FiltersPanel query={query} options={options} counts={facetCounts} badgeLabels={site.badges} onChange={onFilterChange} />
          </div>
          <div className="panel-actions">
            <SubmitButton type="submit">{hydrated && shownTotal !== undefined ? `Show ${formatNumber(shownTotal)} ${shownTotal === 1 ? "vehicle" : "vehicles"}` : "Show results"}</SubmitButton>
          </div>
        </FiltersForm>

        <Results aria-labelledby="results-heading">
          <h2 id="results-heading" ref={resultsHeading} tabIndex={-1} className="visually-hidden">
            Vehicles
          </h2>
          <div className="toolbar">
            <p className="count" role="status">
              {countText}
            </p>
            <div className="sort">
              <label htmlFor="inventory-sort">Sort by</label>
              <Select id="inventory-sort" name={PARAM.sort} form={FORM_ID} value={query.sort} onChange={onSort}>
                {SORT_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Select>
            </div>
          </div>
          {filters.length > 0 && (
            <div className="chips">
              <ActiveFilterChips filters={filters} onRemove={onFilterChange} />
            </div>
          )}
          {state.status === "error" && !isStaticView && (
            <p className="problem" role="alert">
              The search could not load ({state.message}). Check your connection and
              <RetryButton type="button" onClick={request}>
                try again
              </RetryButton>
              , or <Link to={ROUTES.vehicles}>browse every vehicle page by page</Link>.
            </p>
          )}
          {result && result.total === 0 && !isStaticView ? (
            <NoResults suggestions={suggestions} clearHref={clearHref} phone={site.phone} onChange={onFilterChange} />
          ) : (
            <div className={loading ? "busy" : undefined} aria-busy={loading}>
              <VehicleGrid vehicles={vehicles} settings={settings} label="Vehicles" />
            </div>
          )}
          {!loading && (
            <Pagination
              current={page}
              pageCount={pageCount}
              hrefFor={(n) => (hydrated ? `${ROUTES.inventory}${encodeInventoryQuery({ ...query, page: n })}` : vehicleListPath(n))}
              label="Result pages"
            />
          )}
          {vehicles.length > 0 && <FinanceDisclaimer financing={site.financing} phone={site.phone} />}
        </Results>
      </Layout>

      {options.makes.length > 0 && (
        <Makes aria-labelledby="makes-heading">
          <h2 id="makes-heading">Shop by make</h2>
          <ul>
            {options.makes.map((make) => (
              <li key={make}>
                <Link to={makeListPath(make)}>{make}</Link>
              </li>
            ))}
          </ul>
        </Makes>
      )}
    </PageContainer>
  );
}
