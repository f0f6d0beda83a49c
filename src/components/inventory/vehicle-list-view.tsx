import { css } from "@emotion/react";
import { msg } from "@lingui/core/macro";
import React from "react";
import { formatVehicleCount, telHref } from "../../lib/format";
import type { VehicleCardData } from "../../lib/inventory/types";
import type { CardSettings } from "../../lib/vehicle-pages/card-settings";
import { inventoryCatalogs } from "../../locales/inventory";
import { useI18n, useLocale } from "../i18n/locale-context";
import { withTags } from "../i18n/with-tags";
import { FinanceDisclaimer } from "../ui/finance-disclaimer";
import { PageContainer, PageHeader } from "../ui/page-container";
import { Pagination } from "./pagination";
import { ShopByMake } from "./shop-by-make";
import { VehicleGrid } from "../vehicle-card/vehicle-grid";
import { fontWeight, radius, space } from "../../styles/tokens";
import { SiteLink } from "../i18n/site-link";

const topLinksStyle = css`
  margin: 0 0 ${space.xl};
  a {
    font-weight: ${fontWeight.medium};
  }
`;

const emptyStyle = css`
  padding: ${space["2xl"]} ${space.lg};
  border: 1px dashed var(--color-border);
  border-radius: ${radius.lg};
  text-align: center;
`;

export interface VehicleListViewProps {
  /** The list's heading, in the page's language. */
  title: string;
  vehicles: VehicleCardData[];
  page: number;
  pageCount: number;
  total: number;
  hrefFor: (page: number) => string;
  /** Links to every make's list; the current make (if any) is marked. */
  makes: string[];
  currentMake?: string;
  settings: CardSettings;
  phone: string;
  /** Where "search and filter" goes: /inventory/, with the make chosen on a make page. */
  searchHref: string;
  /** The link's words when not the list's own ("Search and filter the cars at …" on a lot's page). */
  searchLabel?: string;
  /** What comes between the heading and the list (a lot's address and hours on its page). */
  intro?: React.ReactNode;
}

/** A static, crawlable page of vehicles: /vehicles/, /vehicles/2/, /vehicles/make/honda/ ... */
export function VehicleListView(props: VehicleListViewProps) {
  const { title, vehicles, page, pageCount, total, hrefFor, makes, currentMake, settings, phone, searchHref } = props;
  const { searchLabel, intro } = props;
  const i18n = useI18n(inventoryCatalogs);
  const locale = useLocale();
  const count = formatVehicleCount(total, locale);
  return (
    <PageContainer>
      <PageHeader title={title} lead={pageCount > 1 ? i18n._(msg`${count} · page ${page} of ${pageCount}`) : count} />
      {intro}
      <p css={topLinksStyle}>
        <SiteLink to={searchHref}>
          {searchLabel ??
            (currentMake
              ? i18n._(msg`Search and filter ${currentMake} vehicles`)
              : i18n._(msg`Search and filter the inventory`))}
        </SiteLink>
      </p>
      {vehicles.length === 0 ? (
        <p css={emptyStyle}>
          {withTags(
            i18n._(
              msg`No vehicles here right now. New arrivals come in every week: call us at <0>${phone}</0> and we'll tell you what's coming.`,
            ),
            [(text) => <a href={telHref(phone)}>{text}</a>],
          )}
        </p>
      ) : (
        <>
          {/* Cards title themselves with h3: this keeps the outline h1 > h2 > h3 for screen-reader navigation. */}
          <h2 className="visually-hidden">{i18n._(msg`Vehicles`)}</h2>
          <VehicleGrid vehicles={vehicles} settings={settings} label={title} leadPhoto />
        </>
      )}
      <Pagination current={page} pageCount={pageCount} hrefFor={hrefFor} label={i18n._(msg`${title}: pages`)} />
      {vehicles.length > 0 && <FinanceDisclaimer financing={settings.financing} phone={phone} />}
      <ShopByMake makes={makes} currentMake={currentMake} />
    </PageContainer>
  );
}
