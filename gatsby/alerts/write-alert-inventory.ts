// The build's inventory for alerts (src/lib/alerts/alert-vehicle.ts), in two files:
// - .generated/alerts-inventory.json in onPreInit, before Gatsby compiles functions: the alert function bundles it
//   (stock numbers, statuses and prices to check a request, the search's fields to know what a shopper has seen).
//   Written on every build, alerts on or off: the function's bundle requires it.
// - public/alerts/inventory.json after the pages, only with alerts on: the same cars with their card photos, which
//   `npm run alerts:send` reads from the live site (the folder on a server, SITE_URL on Netlify).
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { LoadedVehicle } from "../../src/lib/content/load-content";
import { pickFields } from "../../src/lib/vehicle/pick-fields";
import { ALERT_FIELDS, type ListableFields } from "../../src/lib/vehicle/vehicle-shapes";
import {
  alertInventoryFile,
  FUNCTION_ALERT_INVENTORY_FILE,
  LIVE_ALERT_INVENTORY_PATH,
} from "../../src/lib/alerts/alert-inventory-file";
import type { AlertVehicle } from "../../src/lib/alerts/alert-vehicle";
import { colourFamily } from "../../src/lib/inventory/colour-family";
import { vehiclePath } from "../../src/lib/paths";
import { setting, type Env } from "../../src/lib/settings/setting";

/** Whether the build offers alerts: GATSBY_ALERTS=on (gatsby-config.ts makes it "" when unset). */
export const alertsOnInBuild = (env: Env = process.env): boolean => setting(env, "GATSBY_ALERTS") === "on";

/** A vehicle (its price the advertised one: a node's, or content's with the fees added) as alerts see it. */
export function alertVehicleOf(vehicle: ListableFields, photo?: string, lotName?: string | null): AlertVehicle {
  return {
    ...pickFields(vehicle, ALERT_FIELDS),
    colour: colourFamily(vehicle.exteriorColor),
    path: vehiclePath(vehicle),
    ...(photo ? { photo } : {}),
    ...(lotName ? { lotName } : {}),
  };
}

/** The same cars and prices give the same id, whatever else changed in the build. */
const inventoryId = (vehicles: readonly AlertVehicle[]) =>
  createHash("sha256")
    .update(JSON.stringify(vehicles.map(({ stockNumber, price, status }) => [stockNumber, price, status]).sort()))
    .digest("hex")
    .slice(0, 16);

function writeJson(file: string, data: unknown): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const json = JSON.stringify(data);
  // Unchanged content keeps its file (and its time), so webpack's cache of the function stays valid.
  if (!fs.existsSync(file) || fs.readFileSync(file, "utf8") !== json) fs.writeFileSync(file, json);
}

export function writeFunctionAlertInventory(
  vehicles: readonly LoadedVehicle[],
  enabled = alertsOnInBuild(),
  siteDir = process.cwd(),
): { file: string; count: number } {
  const cars = vehicles.map((vehicle) => alertVehicleOf(vehicle));
  writeJson(
    path.join(siteDir, FUNCTION_ALERT_INVENTORY_FILE),
    alertInventoryFile({ enabled, id: inventoryId(cars), vehicles: cars }),
  );
  return { file: FUNCTION_ALERT_INVENTORY_FILE, count: cars.length };
}

export function writeLiveAlertInventory(
  cars: readonly AlertVehicle[],
  publicDir = path.join(process.cwd(), "public"),
): string {
  const file = path.join(publicDir, ...LIVE_ALERT_INVENTORY_PATH.split("/").filter(Boolean));
  writeJson(file, alertInventoryFile({ enabled: true, id: inventoryId(cars), vehicles: [...cars] }));
  return `public${LIVE_ALERT_INVENTORY_PATH}`;
}
