import { css } from "@emotion/react";
import { Link, navigate } from "gatsby";
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

function SavedItem({
  entry,
  data,
  selected,
  onSelect,
}: {
  entry: ShortlistEntry;
  data: Parameters<typeof resolveShortlist>[1];
  selected: boolean;
  onSelect: (checked: boolean) => void;
}) {
  const remove = (
    <Button variant="secondary" size="compact" onClick={() => removeSavedVehicles([entry.stockNumber])}>
      Remove<span className="visually-hidden"> stock {entry.stockNumber}</span>
    </Button>
  );
  if (entry.state === "gone") {
    return (
      <li css={item}>
        <div css={thumb} />
        <div>
          <h2>Stock {entry.stockNumber}</h2>
          <p>No longer listed: this vehicle has left our inventory.</p>
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
          <Link to={vehicle.path}>{title}</Link>
        </h2>
        <p className="meta">
          {formatMileage(vehicle.mileage)} · Stock {vehicle.stockNumber}
        </p>
        {sold ? (
          <p>This vehicle has been sold.</p>
        ) : (
          <p className="price">
            <span className="visually-hidden">Price: </span>
            {formatPrice(vehicle.price)}
          </p>
        )}
        <div css={controls}>
          {!sold && (
            <label>
              <input type="checkbox" checked={selected} onChange={(event) => onSelect(event.target.checked)} />
              Compare<span className="visually-hidden"> {title}</span>
            </label>
          )}
          {remove}
        </div>
      </div>
    </li>
  );
}

function SavedList({ dataUrl, saved }: { dataUrl: string; saved: readonly string[] }) {
  const state = useShortlistData(dataUrl);
  const [selected, setSelected] = useState<string[]>([]);
  const [hint, setHint] = useState("");
  if (state.status === "loading") return <p css={stateBox}>Loading current prices…</p>;
  if (state.status === "error")
    return (
      <div css={stateBox}>
        <p>Current prices could not be loaded. Check your connection and try again.</p>
        <Button variant="secondary" onClick={state.retry}>
          Try again
        </Button>
      </div>
    );
  const entries = resolveShortlist(saved, state.data);
  const chosen = selected.filter((stock) => entries.some((entry) => entry.stockNumber === stock));
  const gone = entries.filter((entry) => entry.state === "gone" || entry.vehicle.status === "sold");
  const compare = () => {
    if (chosen.length < COMPARE_MIN || chosen.length > COMPARE_MAX)
      setHint(`Choose ${COMPARE_MIN} to ${COMPARE_MAX} vehicles to compare; ${chosen.length} chosen.`);
    else void navigate(comparePath(chosen));
  };
  return (
    <>
      {gone.length > 0 && (
        <div css={notice}>
          <p>
            {gone.length === 1 ? "One saved vehicle is" : `${gone.length} saved vehicles are`} sold or no longer listed.{" "}
            <Button
              variant="secondary"
              size="compact"
              onClick={() => removeSavedVehicles(gone.map((entry) => entry.stockNumber))}
            >
              Remove {gone.length === 1 ? "it" : "them"}
            </Button>
          </p>
        </div>
      )}
      <ul css={list} aria-label="Saved vehicles">
        {entries.map((entry) => (
          <SavedItem
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
        <Button onClick={compare}>Compare selected ({chosen.length})</Button>
        <p role="status">{hint}</p>
      </div>
    </>
  );
}

/** /saved/: the vehicles saved on this device with their current price and status; pick 2-4 to compare. */
export function SavedView({ dataUrl }: { dataUrl: string }) {
  const hydrated = useHydrated();
  const saved = useSavedList();
  return (
    <PageContainer>
      <PageHeader
        title="Saved vehicles"
        lead={`Vehicles you saved on this device, with today's prices. Choose ${COMPARE_MIN} to ${COMPARE_MAX} to compare them side by side.`}
      />
      <div css={listArea}>
        {!hydrated ? (
          <p css={stateBox}>Loading your saved vehicles… Saving vehicles needs JavaScript turned on.</p>
        ) : saved.length === 0 ? (
          <div css={stateBox}>
            <p>You have not saved any vehicles yet. Tap the heart on a vehicle to keep it here.</p>
            <ButtonLink to={inventoryPath()}>Browse the inventory</ButtonLink>
          </div>
        ) : (
          <SavedList dataUrl={dataUrl} saved={saved} />
        )}
      </div>
      <p>
        <Link to={ROUTES.inventory}>Keep shopping</Link>
      </p>
    </PageContainer>
  );
}
