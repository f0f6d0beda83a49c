import { Link } from "gatsby";
import React from "react";
import type { SiteSettings } from "../../lib/content/site-settings-schema";
import { ROUTES } from "../../lib/paths";
import { inventoryPath } from "../../lib/inventory/query";
import { COMPARE_MAX, COMPARE_MIN, parseCompareQuery } from "../../lib/saved/compare-query";
import { resolveShortlist, type ShortlistVehicle } from "../../lib/saved/shortlist-data";
import { vehicleTitle } from "../../lib/vehicle/vehicle-title";
import { FinanceDisclaimer } from "../ui/finance-disclaimer";
import { PageContainer, PageHeader } from "../ui/page-container";
import { useHydrated } from "../ui/use-hydrated";
import { CompareTable } from "./compare-table";
import { listArea, notice, stateBox } from "./shortlist-styles";
import { useShortlistData } from "./use-shortlist-data";

function HowToPick({ problem }: { problem: string }) {
  return (
    <div css={stateBox}>
      <p>{problem}</p>
      <p>
        Save vehicles with the heart on their photo, then choose {COMPARE_MIN} to {COMPARE_MAX} on your{" "}
        <Link to={ROUTES.saved}>saved vehicles</Link> page. Or <Link to={inventoryPath()}>browse the inventory</Link>.
      </p>
    </div>
  );
}

function Comparison({ search, dataUrl, site }: { search: string; dataUrl: string; site: SiteSettings }) {
  const query = parseCompareQuery(search);
  const state = useShortlistData(dataUrl);
  if (query.stock.length < COMPARE_MIN)
    return <HowToPick problem={`Choose at least ${COMPARE_MIN} vehicles to compare.`} />;
  if (state.status === "loading") return <p css={stateBox}>Loading the comparison…</p>;
  if (state.status === "error")
    return (
      <div css={stateBox}>
        <p>The comparison could not be loaded. Check your connection and reload the page.</p>
      </div>
    );
  const entries = resolveShortlist(query.stock, state.data);
  const vehicles: ShortlistVehicle[] = entries.flatMap((entry) => (entry.state === "listed" ? [entry.vehicle] : []));
  const unknown = [
    ...entries.filter((entry) => entry.state === "gone").map((entry) => entry.stockNumber),
    ...query.ignored,
  ];
  const sold = vehicles.filter((vehicle) => vehicle.status === "sold");
  const problems = (
    <>
      {unknown.length > 0 && (
        <div css={notice}>
          <p>
            Not found: {unknown.join(", ")}. {unknown.length === 1 ? "This vehicle is" : "These vehicles are"} no longer
            listed, or the link has a typo
            {query.ignored.length > 0 ? ` (at most ${COMPARE_MAX} vehicles are compared)` : ""}.
          </p>
        </div>
      )}
      {sold.length > 0 && (
        <div css={notice}>
          <p>
            Sold: {sold.map(vehicleTitle).join(", ")}. {sold.length === 1 ? "It stays" : "They stay"} in the table,
            marked Sold, so the comparison you were sent still makes sense.
          </p>
        </div>
      )}
    </>
  );
  if (vehicles.length < COMPARE_MIN)
    return (
      <>
        {problems}
        <HowToPick
          problem={`Only ${vehicles.length} of these vehicles can be shown; a comparison needs ${COMPARE_MIN}.`}
        />
      </>
    );
  return (
    <>
      {problems}
      <CompareTable vehicles={vehicles} data={state.data} financing={site.financing} />
      <FinanceDisclaimer financing={site.financing} phone={site.phone} />
    </>
  );
}

/** /compare/?stock=A,B,C: the state is only the address, so it can be shared and reloaded. */
export function CompareView({ search, dataUrl, site }: { search: string; dataUrl: string; site: SiteSettings }) {
  // The static HTML is built without a query: the same "loading" state until the browser has the address.
  const hydrated = useHydrated();
  return (
    <PageContainer>
      <PageHeader title="Compare vehicles" lead="Side by side, with today's prices. Rows that differ are marked." />
      <div css={listArea}>
        {hydrated ? (
          <Comparison search={search} dataUrl={dataUrl} site={site} />
        ) : (
          <p css={stateBox}>Loading the comparison… Comparing vehicles needs JavaScript turned on.</p>
        )}
      </div>
    </PageContainer>
  );
}
