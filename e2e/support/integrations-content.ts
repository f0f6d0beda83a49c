// A few vehicles of content/ with its settings: the pseudo-locale build's content and the feed import's starting
// point. A few vehicles instead of the whole inventory keep a second build short (image processing is most of a
// build), and Playwright waits for those builds before any test starts.
import fs from "node:fs";
import path from "node:path";
import { contentVehicles, type ContentVehicle } from "./inventory-content";
import { LENDER_ORIGIN } from "./platform-ports";

/** The "Reserve this car" setting the integrations build turns on (the main build's sample content leaves it off). */
export const INTEGRATIONS_RESERVE = {
  urlTemplate: "https://buy.stripe.example/e2e-deposit?client_reference_id={stock}&vin={vin}&price={price}",
  label: "Reserve this car",
  deposit: "$500 refundable deposit",
} as const;

/**
 * The lender platform the integrations build links to: "other" (a named provider's host would be a real site), its
 * links on the loopback stand-in (lender-server.ts), in English and Spanish, with every vehicle placeholder. The
 * build judges it as it judges a dealer's (https, known placeholders, the host fixed): nothing is loosened for tests.
 */
export const INTEGRATIONS_CREDIT_APPLICATION = {
  provider: "other",
  providerName: "Loopback Lending",
  applicationUrl: {
    en: `${LENDER_ORIGIN}/apply/{stock}?vin={vin}&price={price}`,
    es: `${LENDER_ORIGIN}/es/apply/{stock}?vin={vin}&price={price}`,
  },
  prequalificationUrl: {
    en: `${LENDER_ORIGIN}/prequalify?vin={vin}`,
    es: `${LENDER_ORIGIN}/es/prequalify?vin={vin}`,
  },
} as const;

const byFile = (a: ContentVehicle, b: ContentVehicle) => (a.file < b.file ? -1 : 1);

/** Copies site settings, testimonials and the first `count` unsold vehicles (with their photos) to `to`. */
export function writeIntegrationsContent(from: string, to: string, count = 3): void {
  fs.rmSync(to, { recursive: true, force: true });
  fs.mkdirSync(path.join(to, "vehicles", "photos"), { recursive: true });
  fs.copyFileSync(path.join(from, "testimonials.json"), path.join(to, "testimonials.json"));
  const site = JSON.parse(fs.readFileSync(path.join(from, "site.json"), "utf8")) as Record<string, unknown>;
  fs.writeFileSync(path.join(to, "site.json"), `${JSON.stringify(site, null, 2)}\n`);
  const all = contentVehicles(from).sort(byFile);
  const vehicles = all.filter((vehicle) => vehicle.status !== "sold").slice(0, count);
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
