import { css } from "@emotion/react";
import { msg, plural } from "@lingui/core/macro";
import React, { useState } from "react";
import type { FinancingAssumptions } from "../../lib/content/site-settings-schema";
import { compareRows, type CompareCell, type CompareRow } from "../../lib/saved/compare-rows";
import type { ShortlistData, ShortlistVehicle } from "../../lib/saved/shortlist-data";
import { vehicleTitle } from "../../lib/vehicle/vehicle-title";
import { above, below, fontSize, fontWeight, GUTTER, radius, space } from "../../styles/tokens";
import { PaymentEstimateLine } from "../vehicle-card/payment-estimate";
import { StatusMarker } from "../vehicle-card/status-marker";
import { DataTable } from "../ui/data-table";
import { Photo } from "../ui/photo";
import { shortlistCatalogs } from "../../locales/shortlist";
import { useI18n, useLocale } from "../i18n/locale-context";
import { SiteLink } from "../i18n/site-link";

const ROW_HEADER = "7rem";
const ROW_HEADER_WIDE = "12rem";
const VEHICLE_MIN = "11rem";

// Phone: the row headers stay put and two vehicle columns fit beside them; a swipe snaps to the next ones.
const snapScroller = css`
  scroll-snap-type: x mandatory;
  scroll-padding-left: ${ROW_HEADER};
`;

const table = css`
  font-size: ${fontSize.md};
  thead th,
  tbody td {
    min-width: ${VEHICLE_MIN};
    scroll-snap-align: start;
    ${below("md")} {
      min-width: calc((100vw - 2 * ${GUTTER} - ${ROW_HEADER} - 2px) / 2);
      max-width: calc((100vw - 2 * ${GUTTER} - ${ROW_HEADER} - 2px) / 2);
    }
  }
  th[scope="row"] {
    position: sticky;
    left: 0;
    z-index: 1;
    width: ${ROW_HEADER_WIDE};
    background: var(--color-surface);
    ${below("md")} {
      width: ${ROW_HEADER};
      min-width: ${ROW_HEADER};
      max-width: ${ROW_HEADER};
      font-size: ${fontSize.sm};
    }
  }
  thead th[scope="col"] {
    font-weight: ${fontWeight.bold};
  }
  tr[data-differs="true"] {
    th[scope="row"],
    td {
      font-weight: ${fontWeight.bold};
    }
  }
  ul {
    margin: 0;
    padding-left: ${space.lg};
    font-weight: ${fontWeight.regular};
  }
  .differs {
    display: block;
    color: var(--color-link);
    font-size: ${fontSize.xs};
    text-transform: uppercase;
  }
  .photo {
    position: relative;
    overflow: hidden;
    aspect-ratio: 4 / 3;
    margin-bottom: ${space.sm};
    border-radius: ${radius.md};
    background: var(--color-surface-muted);
  }
  /* Out of the flow, so a photo arriving cannot change how wide the table's auto layout makes the columns. */
  .photo > picture {
    position: absolute;
    inset: 0;
  }
  .price {
    color: var(--color-price);
    font-size: ${fontSize.xl};
  }
`;

// Desktop: every vehicle column as wide as the others, whatever its photo and words; the row headers keep
// their width (a fixed layout takes it from the first row, whose first cell is the empty corner).
const equalColumns = (vehicles: number) => css`
  ${above("md")} {
    table-layout: fixed;
    width: max(100%, calc(${ROW_HEADER_WIDE} + ${vehicles} * ${VEHICLE_MIN}));
    thead td:first-child {
      width: ${ROW_HEADER_WIDE};
    }
    td {
      overflow-wrap: anywhere;
    }
  }
`;

const toggle = css`
  display: inline-flex;
  gap: ${space.sm};
  align-items: center;
  min-height: 2.75rem;
  margin-bottom: ${space.sm};
  font-weight: ${fontWeight.medium};
  input {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

const PHOTO_SIZES = "(max-width: 48rem) 45vw, 20rem";

function RowHeader({ label, differs }: { label: string; differs: boolean }) {
  const i18n = useI18n(shortlistCatalogs);
  return (
    <th scope="row">
      {label}
      {differs && <span className="differs">{i18n._(msg`≠ Differs`)}</span>}
    </th>
  );
}

function Cell({ cell, row }: { cell: CompareCell; row: CompareRow }) {
  const i18n = useI18n(shortlistCatalogs);
  const locale = useLocale();
  if (Array.isArray(cell))
    return (
      <td>
        {cell.length ? (
          <ul>
            {cell.map((item) => (
              <li key={item.text} lang={item.lang === locale ? undefined : item.lang}>
                {item.text}
              </li>
            ))}
          </ul>
        ) : (
          i18n._(msg`None listed`)
        )}
      </td>
    );
  const text = typeof cell === "string" ? { text: cell, lang: locale } : cell;
  return (
    <td className={row.key === "price" ? "price" : undefined} lang={text.lang === locale ? undefined : text.lang}>
      {text.text}
    </td>
  );
}

/** The vehicles side by side in a real table; rows that differ say so in words and bold, not by colour. */
export function CompareTable({
  vehicles,
  data,
  financing,
}: {
  vehicles: ShortlistVehicle[];
  data: ShortlistData;
  financing: FinancingAssumptions;
}) {
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const i18n = useI18n(shortlistCatalogs);
  const locale = useLocale();
  const rows = compareRows(vehicles, i18n, locale);
  const count = vehicles.length;
  const priceRow = rows[0];
  const visible = (row: Pick<CompareRow, "differs">) => !onlyDifferences || row.differs;
  return (
    <>
      <label css={toggle}>
        <input
          type="checkbox"
          checked={onlyDifferences}
          onChange={(event) => setOnlyDifferences(event.target.checked)}
        />
        {i18n._(msg`Show only differences`)}
      </label>
      <DataTable
        css={[table, equalColumns(vehicles.length)]}
        caption={i18n._(
          msg`${plural(count, { one: "# vehicle compared", other: "# vehicles compared" })}; swipe sideways for more`,
        )}
        hideCaption
        scroller={snapScroller}
      >
        <thead>
          <tr>
            <td />
            {vehicles.map((vehicle) => {
              const image = data.imageOf(vehicle, PHOTO_SIZES);
              return (
                <th scope="col" key={vehicle.stockNumber}>
                  <div className="photo">{image && <Photo image={image} alt="" />}</div>
                  <StatusMarker status={vehicle.status} />
                  <div>
                    <SiteLink to={vehicle.path}>{vehicleTitle(vehicle)}</SiteLink>
                  </div>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {visible(priceRow) && (
            <tr data-differs={priceRow.differs}>
              <RowHeader label={i18n._(priceRow.label)} differs={priceRow.differs} />
              {priceRow.cells.map((cell, index) => (
                <Cell key={vehicles[index].stockNumber} cell={cell} row={priceRow} />
              ))}
            </tr>
          )}
          {visible(priceRow) && (
            <tr data-differs={priceRow.differs}>
              <RowHeader label={i18n._(msg`Est. payment`)} differs={priceRow.differs} />
              {vehicles.map((vehicle) => (
                <td key={vehicle.stockNumber}>
                  {vehicle.status === "sold" ? (
                    "—"
                  ) : (
                    <PaymentEstimateLine price={vehicle.price} financing={financing} />
                  )}
                </td>
              ))}
            </tr>
          )}
          {rows
            .slice(1)
            .filter(visible)
            .map((row) => (
              <tr key={row.key} data-differs={row.differs}>
                <RowHeader label={i18n._(row.label)} differs={row.differs} />
                {row.cells.map((cell, index) => (
                  <Cell key={vehicles[index].stockNumber} cell={cell} row={row} />
                ))}
              </tr>
            ))}
        </tbody>
      </DataTable>
    </>
  );
}
