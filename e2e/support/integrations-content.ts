// The integrations specs look at the home page and one client-side navigation. Building them from a few
// vehicles instead of the whole inventory keeps the second build short (image processing is most of a
// build), and Playwright waits for that build before any test starts.
import fs from "node:fs";
import path from "node:path";
import { contentVehicles } from "./inventory-content";

/** Copies site settings, testimonials and the first `count` unsold vehicles (with their photos) to `to`. */
export function writeIntegrationsContent(from: string, to: string, count = 3): void {
  fs.rmSync(to, { recursive: true, force: true });
  fs.mkdirSync(path.join(to, "vehicles", "photos"), { recursive: true });
  for (const file of ["site.json", "testimonials.json"]) fs.copyFileSync(path.join(from, file), path.join(to, file));
  const vehicles = contentVehicles(from)
    .filter((vehicle) => vehicle.status !== "sold")
    .sort((a, b) => (a.file < b.file ? -1 : 1))
    .slice(0, count);
  if (vehicles.length === 0) throw new Error(`[integrations] no unsold vehicle in ${from}/vehicles`);
  for (const vehicle of vehicles) {
    fs.copyFileSync(path.join(from, "vehicles", vehicle.file), path.join(to, "vehicles", vehicle.file));
    for (const photo of vehicle.photos) {
      fs.copyFileSync(
        path.join(from, "vehicles", "photos", photo.file),
        path.join(to, "vehicles", "photos", photo.file),
      );
    }
  }
}
