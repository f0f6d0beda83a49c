// The integrations specs look at the home page and one client-side navigation. Building them from a few
// vehicles instead of the whole inventory keeps the second build short (image processing is most of a
// build), and Playwright waits for that build before any test starts.
import fs from "node:fs";
import path from "node:path";
import { contentVehicles, type ContentVehicle } from "./inventory-content";

/** The "Reserve this car" setting the integrations build turns on (the main build's sample content leaves it off). */
export const INTEGRATIONS_RESERVE = {
  urlTemplate: "https://buy.stripe.example/e2e-deposit?client_reference_id={stock}&vin={vin}&price={price}",
  label: "Reserve this car",
  deposit: "$500 refundable deposit",
} as const;

export interface IntegrationsContentOptions {
  /** Also copy the first pending and the first sold vehicle (pages the reserve button must stay off). */
  pendingAndSold?: boolean;
  /** Write this `reserve` setting into the copy of site.json. */
  reserve?: typeof INTEGRATIONS_RESERVE;
}

const byFile = (a: ContentVehicle, b: ContentVehicle) => (a.file < b.file ? -1 : 1);

/**
 * Copies site settings, testimonials and the first `count` unsold vehicles (with their photos) to `to`; with
 * `pendingAndSold`, the first pending and the first sold vehicle too.
 */
export function writeIntegrationsContent(
  from: string,
  to: string,
  count = 3,
  options: IntegrationsContentOptions = {},
): void {
  fs.rmSync(to, { recursive: true, force: true });
  fs.mkdirSync(path.join(to, "vehicles", "photos"), { recursive: true });
  fs.copyFileSync(path.join(from, "testimonials.json"), path.join(to, "testimonials.json"));
  const site = JSON.parse(fs.readFileSync(path.join(from, "site.json"), "utf8")) as Record<string, unknown>;
  if (options.reserve) site.reserve = options.reserve;
  fs.writeFileSync(path.join(to, "site.json"), `${JSON.stringify(site, null, 2)}\n`);
  const all = contentVehicles(from).sort(byFile);
  const vehicles = all.filter((vehicle) => vehicle.status !== "sold").slice(0, count);
  if (vehicles.length === 0) throw new Error(`[integrations] no unsold vehicle in ${from}/vehicles`);
  if (options.pendingAndSold) {
    for (const status of ["pending", "sold"] as const) {
      const one = all.find((vehicle) => vehicle.status === status && !vehicles.includes(vehicle));
      if (!one) throw new Error(`[integrations] no ${status} vehicle in ${from}/vehicles`);
      vehicles.push(one);
    }
  }
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
