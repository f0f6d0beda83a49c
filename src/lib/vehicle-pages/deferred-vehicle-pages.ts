// Which vehicle pages the build writes and which wait for their first request (Gatsby's Deferred Static Generation:
// serve:prod renders them with Gatsby's engines, scripts/serve-prod/deferred-pages.ts). VEHICLE_PAGES_AT_BUILD
// unset: every page is built, as a small lot wants. A number N: each lot's N newest listed cars are built (the
// whole site's N newest on a site without lots), the ones a shopper meets first; the other listed cars and every
// sold one are deferred, so a dealer group's build does not grow with its stock.
import { setting, type Env } from "../settings/setting";

export type VehiclePagesAtBuild = { all: true } | { newestPerLot: number };

/** The setting, or an Error naming it when it is not a whole number of at least 0. */
export function vehiclePagesAtBuild(env: Env): VehiclePagesAtBuild {
  const raw = setting(env, "VEHICLE_PAGES_AT_BUILD")?.trim();
  if (!raw) return { all: true };
  if (!/^\d+$/.test(raw))
    throw new Error(`VEHICLE_PAGES_AT_BUILD must be a whole number of vehicle pages per lot (or unset), got "${raw}"`);
  return { newestPerLot: Number(raw) };
}

interface PagedVehicle {
  id: string;
  /** Listed cars are available or pending; sold ones keep a page no list links. */
  listed: boolean;
  /** The lot's id on a dealer group's site. */
  location?: string | null;
}

/** The ids of the vehicles whose pages are deferred; `vehicles` newest first, as the lists order them. */
export function deferredVehicleIds(vehicles: readonly PagedVehicle[], plan: VehiclePagesAtBuild): Set<string> {
  const deferred = new Set<string>();
  if ("all" in plan) return deferred;
  const builtPerLot = new Map<string, number>();
  for (const vehicle of vehicles) {
    const lot = vehicle.location ?? "";
    const built = builtPerLot.get(lot) ?? 0;
    if (vehicle.listed && built < plan.newestPerLot) builtPerLot.set(lot, built + 1);
    else deferred.add(vehicle.id);
  }
  return deferred;
}
