import styled from "@emotion/styled";
import { Link } from "gatsby";
import React from "react";
import { formatNumber, telHref } from "../../lib/format";
import type { VehicleCardData } from "../../lib/inventory/types";
import { makeListPath, ROUTES } from "../../lib/paths";
import type { CardSettings } from "../../lib/vehicle/card-settings";
import { FinanceDisclaimer } from "./finance-disclaimer";
import { PageContainer, PageIntro, PageTitle } from "./page-container";
import { Pagination } from "./pagination";
import { VehicleGrid } from "./vehicle-grid";

const TopLinks = styled.p`
  margin: 0 0 1.5rem;
  a {
    font-weight: 600;
  }
`;

const Makes = styled.nav`
  margin-top: 2.5rem;
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.125rem;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    min-height: 44px;
    align-items: center;
    padding: 0 0.875rem;
    border: 1px solid var(--color-border);
    border-radius: 999px;
    background: var(--color-surface);
    text-decoration: none;
  }
  a[aria-current="page"] {
    border-color: var(--color-action);
    font-weight: 700;
  }
`;

const Empty = styled.p`
  padding: 2rem 1rem;
  border: 1px dashed var(--color-border);
  border-radius: 12px;
  text-align: center;
`;

export interface VehicleListViewProps {
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
}

/** A static, crawlable page of vehicles: /vehicles/, /vehicles/2/, /vehicles/make/honda/ ... */
export function VehicleListView(props: VehicleListViewProps) {
  const { title, vehicles, page, pageCount, total, hrefFor, makes, currentMake, settings, phone, searchHref } = props;
  return (
    <PageContainer>
      <PageTitle>{title}</PageTitle>
      <PageIntro>
        {total === 1 ? "1 vehicle" : `${formatNumber(total)} vehicles`}
        {pageCount > 1 && ` · page ${page} of ${pageCount}`}
      </PageIntro>
      <TopLinks>
        <Link to={searchHref}>Search and filter {currentMake ? `${currentMake} vehicles` : "the inventory"}</Link>
      </TopLinks>
      {vehicles.length === 0 ? (
        <Empty>
          No vehicles here right now. New arrivals come in every week: call us at <a href={telHref(phone)}>{phone}</a> and
          we&apos;ll tell you what&apos;s coming.
        </Empty>
      ) : (
        <>
          {/* Cards title themselves with h3: this keeps the outline h1 > h2 > h3 for screen-reader navigation. */}
          <h2 className="visually-hidden">Vehicles</h2>
          <VehicleGrid vehicles={vehicles} settings={settings} label={title} />
        </>
      )}
      <Pagination current={page} pageCount={pageCount} hrefFor={hrefFor} label={`${title}: pages`} />
      {vehicles.length > 0 && <FinanceDisclaimer financing={settings.financing} phone={phone} />}
      {makes.length > 0 && (
        <Makes aria-labelledby="shop-by-make">
          <h2 id="shop-by-make">Shop by make</h2>
          <ul>
            {currentMake && (
              <li>
                <Link to={ROUTES.vehicles}>All makes</Link>
              </li>
            )}
            {makes.map((make) => (
              <li key={make}>
                <Link to={makeListPath(make)} aria-current={make === currentMake ? "page" : undefined}>
                  {make}
                </Link>
              </li>
            ))}
          </ul>
        </Makes>
      )}
    </PageContainer>
  );
}
