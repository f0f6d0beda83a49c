// What the import remembers between runs, in content/.import/state.json (commit it with content/): where each
// photo came from (so an unchanged photo is not fetched or copied again, and a photo the import stored can be
// removed when no vehicle lists it any more), which descriptions (English, Spanish) the feed last gave each
// vehicle (so a description staff rewrote by hand is kept), and which vehicles the import itself marked sold.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

const photoEntry = z.strictObject({
  /** File name in content/vehicles/photos. */
  file: z.string(),
  sha256: z.string(),
  etag: z.string().optional(),
  lastModified: z.string().optional(),
  /** For photos copied from the feed's folder: size and modification time seen, to skip re-reading them. */
  size: z.number().optional(),
  mtimeMs: z.number().optional(),
});

const vehicleEntry = z.strictObject({
  /** sha256 of the description the feed last gave. */
  feedDescription: z.string().optional(),
  /** sha256 of the Spanish description the feed last gave. */
  feedDescriptionEs: z.string().optional(),
  soldByImport: z.literal(true).optional(),
});

export const importStateSchema = z.strictObject({
  version: z.literal(1),
  /** Photo source (URL, or `file:` + path relative to the feed's folder) -> stored photo. */
  photos: z.record(z.string(), photoEntry),
  /** VIN -> what the import remembers about the vehicle. */
  vehicles: z.record(z.string(), vehicleEntry),
});

export type ImportState = z.output<typeof importStateSchema>;
export type PhotoEntry = z.output<typeof photoEntry>;
export type VehicleEntry = z.output<typeof vehicleEntry>;

export const IMPORT_DIR = ".import";
export const STATE_FILE = "state.json";

/** @internal exported for its unit tests */
export const emptyState = (): ImportState => ({ version: 1, photos: {}, vehicles: {} });

export const sha256 = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");

export function stateFile(contentDir: string): string {
  return path.join(contentDir, IMPORT_DIR, STATE_FILE);
}

/** The state of the last import, or an empty one before the first. A damaged file is an error, not a fresh start. */
export function readImportState(contentDir: string): ImportState {
  const file = stateFile(contentDir);
  if (!fs.existsSync(file)) return emptyState();
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(
      `${file}: is not valid JSON (${(error as Error).message}); restore it from git or delete it (photos are then fetched again)`,
    );
  }
  const result = importStateSchema.safeParse(data);
  if (!result.success)
    throw new Error(
      `${file}: is not an import state file (${result.error.issues[0]?.message}); restore it from git or delete it`,
    );
  return result.data;
}

/** Stable text: keys sorted, so a re-import that changes nothing writes the same bytes. */
export function serialiseState(state: ImportState): string {
  const sorted = <T>(record: Record<string, T>) =>
    Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return `${JSON.stringify({ version: state.version, photos: sorted(state.photos), vehicles: sorted(state.vehicles) }, null, 2)}\n`;
}
