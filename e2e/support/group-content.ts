// The dealer-group example (examples/dealer-group: three lots) with 60 generated vehicles, as `npm run
// content:group-example` writes it: the content of the integrations build (integrations-server.ts), so the group's
// pages, filter, lead routing and feeds are tested in a build the run makes anyway (no build of its own).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { PROJECT_ROOT } from "./second-build";

export const GROUP_EXAMPLE_DIR = path.join(PROJECT_ROOT, "examples", "dealer-group");
export const GROUP_VEHICLE_COUNT = 60;

/** The example's lots as their files say (id, name, store code, Buyers Guide dealer, feed ids), in their order. */
export interface ExampleLot {
  id: string;
  name: string;
  phone: string;
  email: string;
  storeCode: string;
  address: { street: string; city: string; region: string; postalCode: string; country: string };
  buyersGuide?: { name: string };
  feedIds?: string[];
}

export function exampleLots(dir = GROUP_EXAMPLE_DIR): ExampleLot[] {
  const folder = path.join(dir, "locations");
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(folder, name), "utf8")) as ExampleLot);
}

/** Writes the example with its generated vehicles to `to`; `site` settings are merged into its site.json. */
export function writeGroupContent(to: string, site: Record<string, unknown> = {}): void {
  execFileSync(
    "npx",
    [
      "tsx",
      "scripts/generate-inventory.ts",
      "--group",
      GROUP_EXAMPLE_DIR,
      "--count",
      String(GROUP_VEHICLE_COUNT),
      "--out",
      to,
    ],
    { cwd: PROJECT_ROOT, stdio: "inherit" },
  );
  const siteFile = path.join(to, "site.json");
  const settings = JSON.parse(fs.readFileSync(siteFile, "utf8")) as Record<string, unknown>;
  fs.writeFileSync(siteFile, `${JSON.stringify({ ...settings, ...site }, null, 2)}\n`);
}
