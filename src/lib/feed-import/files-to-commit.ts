// What an import writes and removes: the vehicle files the plan changes, the photos that arrived, the next
// import state; and the photos the import once stored that no vehicle lists any more (staff's own stay).
import fs from "node:fs";
import type { FileWrite } from "./content-transaction";
import { IMPORT_DIR, serialiseState, STATE_FILE, stateFile, type ImportState } from "./import-state";
import type { PhotoOutcome } from "./photo-store";
import type { ImportPlan } from "./plan-import";

export function filesToCommit(
  plan: ImportPlan,
  state: ImportState,
  outcomes: ReadonlyMap<string, PhotoOutcome>,
  contentDir: string,
): { writes: FileWrite[]; deletes: string[] } {
  const all = [...plan.added, ...plan.changed, ...plan.markedSold, ...plan.unchanged, ...plan.leftAlone];
  const listed = new Set(all.flatMap((planned) => planned.vehicle.photos.map((photo) => photo.file)));
  const writes: FileWrite[] = [];
  const deletes: string[] = [];
  for (const planned of [...plan.added, ...plan.changed, ...plan.markedSold]) {
    writes.push({ target: `vehicles/${planned.file}`, data: planned.json ?? "" });
    if (planned.previousFile) deletes.push(`vehicles/${planned.previousFile}`);
  }

  const photos: ImportState["photos"] = {};
  for (const [key, entry] of Object.entries(state.photos)) if (listed.has(entry.file)) photos[key] = entry;
  const written = new Set<string>();
  for (const [key, outcome] of outcomes) {
    // A photo of a vehicle that keeps its old ones (another of its photos failed) is not stored.
    if (!("ok" in outcome) || !listed.has(outcome.ok.file)) continue;
    photos[key] = outcome.ok.entry;
    if (outcome.ok.write && !written.has(outcome.ok.file)) {
      writes.push({ target: `vehicles/photos/${outcome.ok.file}`, data: outcome.ok.write });
      written.add(outcome.ok.file);
    }
  }
  const kept = new Set(Object.values(photos).map((entry) => entry.file));
  for (const entry of Object.values(state.photos)) {
    if (!listed.has(entry.file) && !kept.has(entry.file)) deletes.push(`vehicles/photos/${entry.file}`);
  }

  // Vehicles deleted from content/ by hand are forgotten.
  const vins = new Set(all.map((planned) => planned.vin));
  const vehicles = Object.fromEntries(Object.entries(plan.vehicles).filter(([vin]) => vins.has(vin)));
  const next = serialiseState({ version: 1, photos, vehicles });
  const current = fs.existsSync(stateFile(contentDir)) ? fs.readFileSync(stateFile(contentDir), "utf8") : "";
  if (next !== current) writes.push({ target: `${IMPORT_DIR}/${STATE_FILE}`, data: next });
  return { writes, deletes: [...new Set(deletes)] };
}
