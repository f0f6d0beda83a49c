import { msg, plural } from "@lingui/core/macro";
import React from "react";
import type { SiteSettings } from "../../lib/content/site-settings-schema";
import { ROUTES } from "../../lib/paths";
import { inventoryPath } from "../../lib/inventory/query";
import { COMPARE_MAX, COMPARE_MIN, parseCompareQuery } from "../../lib/saved/compare-query";
import { COMPARE_EMPTY_ATTRIBUTE, compareFirstPaintScript } from "../../lib/saved/compare-first-paint";
import { resolveShortlist, type ShortlistVehicle } from "../../lib/saved/shortlist-data";
import { vehicleTitle } from "../../lib/vehicle/vehicle-title";
import { FinanceDisclaimer } from "../ui/finance-disclaimer";
import { PageContainer, PageHeader } from "../ui/page-container";
import { useHydrated } from "../ui/use-hydrated";
import { shortlistCatalogs } from "../../locales/shortlist";
import { useI18n } from "../i18n/locale-context";
import { withTags } from "../i18n/with-tags";
import { CompareTable } from "./compare-table";
import { listArea, notice, stateBox } from "./shortlist-styles";
import { css } from "@emotion/react";
import { useShortlistData } from "./use-shortlist-data";
import { SiteLink } from "../i18n/site-link";
import { TotalPriceNote } from "../ui/total-price-note";

const min = COMPARE_MIN;
const max = COMPARE_MAX;

// Before hydration the HTML holds both first states; the first-paint script's mark on <html> picks one.
const shownWhenEmpty = css`
  html:not([${COMPARE_EMPTY_ATTRIBUTE}]) & {
    display: none;
  }
`;
const hiddenWhenEmpty = css`
  html[${COMPARE_EMPTY_ATTRIBUTE}] & {
    display: none;
  }
`;

function HowToPick({ problem, beforeHydration = false }: { problem: string; beforeHydration?: boolean }) {
  const i18n = useI18n(shortlistCatalogs);
  return (
    <div css={beforeHydration ? [stateBox, shownWhenEmpty] : stateBox}>
      <p>{problem}</p>
      <p>
        {withTags(
          i18n._(
            msg`Save vehicles with the heart on their photo, then choose ${min} to ${max} on your <0>saved vehicles</0> page. Or <1>browse the inventory</1>.`,
          ),
          [
            (text) => <SiteLink to={ROUTES.saved}>{text}</SiteLink>,
            (text) => <SiteLink to={inventoryPath()}>{text}</SiteLink>,
          ],
        )}
      </p>
    </div>
  );
}

function Comparison({ search, dataUrl, site }: { search: string; dataUrl: string; site: SiteSettings }) {
  const query = parseCompareQuery(search);
  const state = useShortlistData(dataUrl);
  const i18n = useI18n(shortlistCatalogs);
  if (state.status === "loading") return <p css={stateBox}>{i18n._(msg`Loading the comparison…`)}</p>;
  if (state.status === "error")
    return (
      <div css={stateBox}>
        <p>{i18n._(msg`The comparison could not be loaded. Check your connection and reload the page.`)}</p>
      </div>
    );
  const entries = resolveShortlist(query.stock, state.data);
  const vehicles: ShortlistVehicle[] = entries.flatMap((entry) => (entry.state === "listed" ? [entry.vehicle] : []));
  const unknown = [
    ...entries.filter((entry) => entry.state === "gone").map((entry) => entry.stockNumber),
    ...query.ignored,
  ];
  const sold = vehicles.filter((vehicle) => vehicle.status === "sold");
  const stock = unknown.join(", ");
  const titles = sold.map(vehicleTitle).join(", ");
  const missing = unknown.length;
  const soldCount = sold.length;
  const problems = (
    <>
      {unknown.length > 0 && (
        <div css={notice}>
          <p>
            {query.ignored.length > 0
              ? i18n._(
                  msg`Not found: ${stock}. ${plural(missing, { one: "This vehicle is", other: "These vehicles are" })} no longer listed, or the link has a typo (at most ${max} vehicles are compared).`,
                )
              : i18n._(
                  msg`Not found: ${stock}. ${plural(missing, { one: "This vehicle is", other: "These vehicles are" })} no longer listed, or the link has a typo.`,
                )}
          </p>
        </div>
      )}
      {sold.length > 0 && (
        <div css={notice}>
          <p>
            {i18n._(
              msg`Sold: ${titles}. ${plural(soldCount, { one: "It stays", other: "They stay" })} in the table, marked Sold, so the comparison you were sent still makes sense.`,
            )}
          </p>
        </div>
      )}
    </>
  );
  const shown = vehicles.length;
  if (shown < COMPARE_MIN)
    return (
      <>
        {problems}
        <HowToPick
          // A plural with one English form: the verb agrees with the count in other languages ("se puede(n)").
          problem={i18n._(
            msg`${plural(shown, { one: "Only # of these vehicles can be shown", other: "Only # of these vehicles can be shown" })}; a comparison needs ${min}.`,
          )}
        />
      </>
    );
  return (
    <>
      {problems}
      <CompareTable vehicles={vehicles} data={state.data} financing={site.financing} />
      {site.sellsInCalifornia && <TotalPriceNote />}
      <FinanceDisclaimer financing={site.financing} phone={site.phone} />
    </>
  );
}

/** /compare/?stock=A,B,C: the state is only the address, so it can be shared and reloaded. */
export function CompareView({ search, dataUrl, site }: { search: string; dataUrl: string; site: SiteSettings }) {
  // The static HTML is built without a query: it holds "how to pick" and the loading line, and the first-paint
  // script shows the one the address calls for (src/lib/saved/compare-first-paint.ts). Each child keeps its place
  // in the list, so hydration keeps the element already painted and nothing moves.
  const hydrated = useHydrated();
  const i18n = useI18n(shortlistCatalogs);
  const tooFew = !hydrated || parseCompareQuery(search).stock.length < COMPARE_MIN;
  return (
    <PageContainer>
      <PageHeader
        title={i18n._(msg`Compare vehicles`)}
        lead={i18n._(msg`Side by side, with today's prices. Rows that differ are marked.`)}
      />
      <div css={listArea}>
        {!hydrated && <script dangerouslySetInnerHTML={{ __html: compareFirstPaintScript() }} />}
        {tooFew && (
          <HowToPick problem={i18n._(msg`Choose at least ${min} vehicles to compare.`)} beforeHydration={!hydrated} />
        )}
        {!hydrated && (
          <p css={[stateBox, hiddenWhenEmpty]}>
            {i18n._(msg`Loading the comparison… Comparing vehicles needs JavaScript turned on.`)}
          </p>
        )}
        {hydrated && !tooFew && <Comparison search={search} dataUrl={dataUrl} site={site} />}
      </div>
    </PageContainer>
  );
}
