// Builders shared by the feed import tests: a content folder in the temp directory, tiny real image bytes.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { makeVehicle } from "../../src/lib/content/make-vehicle";
import { parseAllowHosts } from "../../src/lib/feed-import/allow-hosts";
import type { HostPolicy } from "../../src/lib/feed-import/host-policy";
import type { LocationContent } from "../../src/lib/content/location-schema";
import { LOCATIONS_FOLDER } from "../../src/lib/content/location-fields";
import type { VehicleContent } from "../../src/lib/content/vehicle-schema";
import { vehicleFileName } from "../../src/lib/content/vehicle-file-name";
import { withVinCheckDigit } from "../../src/lib/content/vin";
import { tempFolder } from "../support/temp-folders";

/** The smallest files each image type is recognised by (their magic bytes), different per `seed`. */
export const jpegBytes = (seed = 0) =>
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, seed & 0xff, 0xff, 0xd9]);
export const pngBytes = () => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
export const webpBytes = () => Buffer.concat([Buffer.from("RIFF"), Buffer.from([4, 0, 0, 0]), Buffer.from("WEBPVP8 ")]);

/** A second valid vehicle, distinct from makeVehicle()'s default in VIN, stock number and file name. */
export const otherVehicle = (overrides: Partial<VehicleContent> = {}) =>
  makeVehicle({
    vin: withVinCheckDigit("2HGFC2F70KH000002"),
    stockNumber: "B2002",
    year: 2019,
    make: "Honda",
    model: "Civic",
    photos: [{ file: "b.jpg" }],
    ...overrides,
  });

export interface TempContent {
  dir: string;
  vehiclesDir: string;
  photosDir: string;
  /** Every file under dir (except .import/) with its bytes, to compare before and after. */
  snapshot(): Record<string, string>;
  vehicle(file: string): VehicleContent;
  cleanup(): void;
}

export function tempContent(
  vehicles: VehicleContent[] = [makeVehicle({ photos: [{ file: "a.jpg", alt: "Front of the car" }] })],
  site?: (site: Record<string, unknown>) => void,
): TempContent {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "feed-import-content-"));
  const vehiclesDir = path.join(dir, "vehicles");
  const photosDir = path.join(vehiclesDir, "photos");
  fs.mkdirSync(photosDir, { recursive: true });
  const settings = JSON.parse(fs.readFileSync("content/site.json", "utf8")) as Record<string, unknown>;
  site?.(settings);
  fs.writeFileSync(path.join(dir, "site.json"), JSON.stringify(settings, null, 2));
  fs.copyFileSync("content/testimonials.json", path.join(dir, "testimonials.json"));
  vehicles.forEach((vehicle, index) => {
    for (const photo of vehicle.photos) fs.writeFileSync(path.join(photosDir, photo.file), jpegBytes(index));
    fs.writeFileSync(path.join(vehiclesDir, vehicleFileName(vehicle)), `${JSON.stringify(vehicle, null, 2)}\n`);
  });
  const walk = (at: string, prefix = ""): [string, string][] =>
    fs.readdirSync(at, { withFileTypes: true }).flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return entry.name === ".import" ? [] : walk(path.join(at, entry.name), relative);
      return [[relative, fs.readFileSync(path.join(at, entry.name)).toString("base64")] as [string, string]];
    });
  return {
    dir,
    vehiclesDir,
    photosDir,
    snapshot: () => Object.fromEntries(walk(dir).sort(([a], [b]) => (a < b ? -1 : 1))),
    vehicle: (file) => JSON.parse(fs.readFileSync(path.join(vehiclesDir, file), "utf8")) as VehicleContent,
    cleanup: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** Writes a feed file into its own temp folder (photos beside it can be added there, it goes after the test file); returns its path. */
export function writeFeedFile(text: string | Buffer, name = "feed.csv"): string {
  const dir = tempFolder("feed-import-feed-");
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
}

/** The import's network as IMPORT_ALLOW_HOSTS=127.0.0.1:<port> leaves it: that one loopback server opened. */
export const allowOrigin = (origin: string): Partial<HostPolicy> => ({
  allowHosts: parseAllowHosts(new URL(origin).host).hosts,
});

/** Writes the lots into a content folder, one `<id>.json` each, as a dealer group's site has them. */
export function writeLocations(contentDir: string, locations: readonly LocationContent[]): void {
  const folder = path.join(contentDir, LOCATIONS_FOLDER);
  fs.mkdirSync(folder, { recursive: true });
  for (const location of locations)
    fs.writeFileSync(path.join(folder, `${location.id}.json`), `${JSON.stringify(location, null, 2)}\n`);
}
