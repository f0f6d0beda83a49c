// Writes .generated/lead-inventory.json, the vehicles the lead function looks leads up in. It runs in
// onPreInit because Gatsby compiles functions (and bundles this file into them) before sourcing content.
import fs from "node:fs";
import path from "node:path";
import type { LoadedLocation, LoadedVehicle } from "../../src/lib/content/load-content";
import { LEAD_INVENTORY_FILE, leadInventoryFile } from "../../src/lib/leads/delivery/request/lead-inventory-file";

export function writeLeadInventory(
  vehicles: readonly LoadedVehicle[],
  locations: readonly LoadedLocation[] = [],
  siteDir = process.cwd(),
): { file: string; count: number } {
  const file = path.join(siteDir, LEAD_INVENTORY_FILE);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const json = JSON.stringify(leadInventoryFile(vehicles, locations));
  // Unchanged content keeps its file (and its time), so webpack's cache of the function stays valid.
  if (!fs.existsSync(file) || fs.readFileSync(file, "utf8") !== json) fs.writeFileSync(file, json);
  return { file: LEAD_INVENTORY_FILE, count: vehicles.length };
}
