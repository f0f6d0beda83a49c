import { css } from "@emotion/react";
import { msg, plural } from "@lingui/core/macro";
import React, { useState } from "react";
import { formatMileage, formatPrice } from "../../lib/format";
import { ROUTES } from "../../lib/paths";
import { inventoryPath } from "../../lib/inventory/query";
import { comparePath, COMPARE_MAX, COMPARE_MIN } from "../../lib/saved/compare-query";
import { resolveShortlist, type ShortlistEntry } from "../../lib/saved/shortlist-data";
import { vehicleTitle } from "../../lib/vehicle/vehicle-title";
import { above, fontSize, fontWeight, radius, space } from "../../styles/tokens";
import { Button, ButtonLink } from "../ui/button";
import { PageContainer, PageHeader } from "../ui/page-container";
import { Photo } from "../ui/photo";
import { useHydrated } from "../ui/use-hydrated";
import { StatusMarker } from "../vehicle-card/status-marker";
import { removeSavedVehicles, useSavedList } from "../saved-list/saved-store";
import { listArea, notice, stateBox } from "./shortlist-styles";
import { useShortlistData } from "./use-shortlist-data";
import { shortlistCatalogs } from "../../locales/shortlist";
import { useI18n, useLocale } from "../i18n/locale-context";
import { SiteLink, useSiteNavigate } from "../i18n/site-link";
import { TotalPriceNote } from "../ui/total-price-note";

const list = css`
  display: grid;
  gap: ${space.md};
  margin: 0 0 ${space.xl};
  padding: 0;
  list-style: none;
  ${above("lg")} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const item = css`
  display: grid;
  grid-template-columns: 6.5rem minmax(0, 1fr);
  gap: ${space.md};
  align-items: start;
  padding: ${space.md};
  border: 1px solid var(--color-border);
  border-radius: ${radius.lg};
  background: var(--color-surface);
  h2 {
    margin: 0 0 ${space["2xs"]};
    font-size: ${fontSize.lg};
  }
  p {
    margin: 0 0 ${space["2xs"]};
  }
  .meta {
    color: var(--color-text-muted);
    font-size: ${fontSize.sm};
  }
  .price {
    color: var(--color-price);
    font-size: ${fontSize.xl};
    font-weight: ${fontWeight.bold};
  }
`;

const thumb = css`
  overflow: hidden;
  aspect-ratio: 4 / 3;
  border-radius: ${radius.md};
  background: var(--color-surface-muted);
`;

const controls = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm} ${space.lg};
  align-items: center;
  margin-top: ${space.sm};
  label {
    display: inline-flex;
    gap: ${space.sm};
    align-items: center;
    min-height: 2.75rem;
    font-weight: ${fontWeight.medium};
  }
  input {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

const compareBar = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md};
  align-items: center;
  p {
    margin: 0;
  }
`;

const THUMB_SIZES = "6.5rem";

const min = COMPARE_MIN;
const max = COMPARE_MAX;

function SavedItem({
  entry,
  data,
  selected,
  onSelect,
  totalPriceNote,
}: {
  /** A California dealer's site: the price is named the total price, with what it leaves out. */
  totalPriceNote: boolean;
  entry: ShortlistEntry;
  data: Parameters<typeof resolveShortlist>[1];
  selected: boolean;
  onSelect: (checked: boolean) => void;
}) {
  const i18n = useI18n(shortlistCatalogs);
  const locale = useLocale();
  const { stockNumber } = entry;
  const remove = (
    <Button variant="secondary" size="compact" onClick={() => removeSavedVehicles([stockNumber])}>
      {i18n._(msg`Remove`)}
      <span className="visually-hidden"> {i18n._(msg`stock ${stockNumber}`)}</span>
    </Button>
  );
  if (entry.state === "gone") {
    return (
      <li css={item}>
        <div css={thumb} />
        <div>
          <h2>{i18n._(msg`Stock ${stockNumber}`)}</h2>
          <p>{i18n._(msg`No longer listed: this vehicle has left our inventory.`)}</p>
          <div css={controls}>{remove}</div>
        </div>
      </li>
    );
  }
  const { vehicle } = entry;
  const title = vehicleTitle(vehicle);
  const image = data.imageOf(vehicle, THUMB_SIZES);
  const sold = vehicle.status === "sold";
  return (
    <li css={item}>
      <div css={thumb}>{image && <Photo image={image} alt="" />}</div>
      <div>
        <StatusMarker status={vehicle.status} />
        <h2>
          <SiteLink to={vehicle.path}>{title}</SiteLink>
        </h2>
        <p className="meta">
          {formatMileage(vehicle.mileage, locale)} · {i18n._(msg`Stock ${stockNumber}`)}
        </p>
        {sold ? (
          <p>{i18n._(msg`This vehicle has been sold.`)}</p>
        ) : (
          <>
            <p className="price">
              <span className="visually-hidden">{i18n._(msg`Price:`)} </span>
              {formatPrice(vehicle.price, locale)}
            </p>
            {totalPriceNote && <TotalPriceNote />}
          </>
        )}
        <div css={controls}>
          {!sold && (
            <label>
              <input type="checkbox" checked={selected} onChange={(event) => onSelect(event.target.checked)} />
              {i18n._(msg`Compare`)}
              <span className="visually-hidden"> {title}</span>
            </label>
          )}
          {remove}
        </div>
      </div>
    </li>
  );
}

/** The price-drop alert for the saved cars on sale, drawn by the template when the build offers alerts. */
export type SavedAlertSlot = (vehicles: readonly string[]) => React.ReactNode;

function SavedList({
  dataUrl,
  saved,
  priceAlert,
  totalPriceNote,
}: {
  totalPriceNote: boolean;
  dataUrl: string;
  saved: readonly string[];
  priceAlert?: SavedAlertSlot;
}) {
  const state = useShortlistData(dataUrl);
  const [selected, setSelected] = useState<string[]>([]);
  const [hint, setHint] = useState("");
  const i18n = useI18n(shortlistCatalogs);
  const navigate = useSiteNavigate();
  if (state.status === "loading") return <p css={stateBox}>{i18n._(msg`Loading current prices…`)}</p>;
  if (state.status === "error")
    return (
      <div css={stateBox}>
        <p>{i18n._(msg`Current prices could not be loaded. Check your connection and try again.`)}</p>
        <Button variant="secondary" onClick={state.retry}>
          {i18n._(msg`Try again`)}
        </Button>
      </div>
    );
  const entries = resolveShortlist(saved, state.data);
  const chosen = selected.filter((stock) => entries.some((entry) => entry.stockNumber === stock));
  const gone = entries.filter((entry) => entry.state === "gone" || entry.vehicle.status === "sold");
  const count = chosen.length;
  const goneCount = gone.length;
  const compare = () => {
    if (count < COMPARE_MIN || count > COMPARE_MAX)
      setHint(
        i18n._(
          msg`Choose ${min} to ${max} vehicles to compare; ${plural(count, { one: "# chosen", other: "# chosen" })}.`,
        ),
      );
    else navigate(comparePath(chosen));
  };
  return (
    <>
      {gone.length > 0 && (
        <div css={notice}>
          <p>
            {i18n._(
              msg`${plural(goneCount, { one: "One saved vehicle is", other: "# saved vehicles are" })} sold or no longer listed.`,
            )}{" "}
            <Button
              variant="secondary"
              size="compact"
              onClick={() => removeSavedVehicles(gone.map((entry) => entry.stockNumber))}
            >
              {i18n._(msg`${plural(goneCount, { one: "Remove it", other: "Remove them" })}`)}
            </Button>
          </p>
        </div>
      )}
      <ul css={list} aria-label={i18n._(msg`Saved vehicles`)}>
        {entries.map((entry) => (
          <SavedItem
            totalPriceNote={totalPriceNote}
            key={entry.stockNumber}
            entry={entry}
            data={state.data}
            selected={chosen.includes(entry.stockNumber)}
            onSelect={(checked) => {
              setHint("");
              setSelected((current) =>
                checked ? [...current, entry.stockNumber] : current.filter((stock) => stock !== entry.stockNumber),
              );
            }}
          />
        ))}
      </ul>
      <div css={compareBar}>
        <Button onClick={compare}>{i18n._(msg`Compare selected (${count})`)}</Button>
        <p role="status">{hint}</p>
      </div>
      {priceAlert?.(
        entries.flatMap((entry) =>
          entry.state !== "gone" && entry.vehicle.status === "available" ? [entry.stockNumber] : [],
        ),
      )}
    </>
  );
}

/** /saved/: the vehicles saved on this device with their current price and status; pick 2-4 to compare. */
export function SavedView({
  dataUrl,
  priceAlert,
  totalPriceNote = false,
}: {
  dataUrl: string;
  priceAlert?: SavedAlertSlot;
  /** The dealer sells in California (site.json `sellsInCalifornia`). */
  totalPriceNote?: boolean;
}) {
  const hydrated = useHydrated();
  const saved = useSavedList();
  const i18n = useI18n(shortlistCatalogs);
  return (
    <PageContainer>
      <PageHeader
        title={i18n._(msg`Saved vehicles`)}
        lead={i18n._(
          msg`Vehicles you saved on this device, with today's prices. Choose ${min} to ${max} to compare them side by side.`,
        )}
      />
      <div css={listArea}>
        {!hydrated ? (
          <p css={stateBox}>{i18n._(msg`Loading your saved vehicles… Saving vehicles needs JavaScript turned on.`)}</p>
        ) : saved.length === 0 ? (
          <div css={stateBox}>
            <p>{i18n._(msg`You have not saved any vehicles yet. Tap the heart on a vehicle to keep it here.`)}</p>
            <ButtonLink to={inventoryPath()}>{i18n._(msg`Browse the inventory`)}</ButtonLink>
          </div>
        ) : (
          <SavedList dataUrl={dataUrl} saved={saved} priceAlert={priceAlert} totalPriceNote={totalPriceNote} />
        )}
      </div>
      <p>
        <SiteLink to={ROUTES.inventory}>{i18n._(msg`Keep shopping`)}</SiteLink>
      </p>
    </PageContainer>
  );
}
