// The two builds the alerts spec needs (e2e/alerts.spec.ts), each a second build in the system temp folder
// (second-build.ts) from a few vehicles of content/: "before", which shoppers subscribe on (built for Netlify, so the
// generated alert function is there too), and "after", the same content with the Civic's price lowered and a new SUV
// added: the rebuild whose inventory `npm run alerts:send` compares. Both offer alerts (GATSBY_ALERTS=on).
//   npx tsx e2e/support/alerts-sites.ts    (builds both; an unchanged project is not rebuilt)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { E2E_PORT } from "./platform-ports";
import { hashFiles, prepareSecondBuild, PROJECT_ROOT } from "./second-build";

/** nginx in front of serve:prod of the "before" build (https://localhost:<port>). */
export const ALERTS_PORT = E2E_PORT + 9;
export const ALERTS_SITE_URL = `https://localhost:${ALERTS_PORT}`;

/**
 * A car over the CARS Act's $50,000 cap in both builds (the sample inventory has none): its page shows the total
 * price and no right to cancel (e2e/alerts.spec.ts).
 */
export const OVER_CAP_STOCK = "F24121";
export const OVER_CAP_PRICE = 52_500;

/** The car whose price drops, the search a new car arrives in, and that car. */
export const WATCHED_STOCK = "H24100";
export const PRICE_CUT = 1_000;
export const SEARCH = "body=SUV";
export const ARRIVING_STOCK = "N24310";

const BEFORE_FILES = [
  "2019-honda-civic-h24100.json",
  "2018-honda-cr-v-h24170.json",
  "2018-toyota-rav4-t24114.json",
  "2017-ford-f-150-f24121.json",
  "2018-ram-1500-r24275.json",
  "2013-honda-odyssey-h24261.json",
];
const ARRIVING_FILE = "2020-nissan-rogue-n24310.json";

export const alertsBuildDir = (which: "before" | "after") =>
  path.join(os.tmpdir(), `dealer-site-alerts-${which}-${ALERTS_PORT}`);

const BUILD_ENV = {
  GATSBY_ALERTS: "on",
  BUILD_DATE: "2026-11-23",
  SITE_URL: ALERTS_SITE_URL,
  DECAP_BACKEND: "",
};

function writeContent(from: string, to: string, which: "before" | "after"): void {
  fs.rmSync(to, { recursive: true, force: true });
  fs.mkdirSync(path.join(to, "vehicles", "photos"), { recursive: true });
  for (const file of ["site.json", "testimonials.json"]) fs.copyFileSync(path.join(from, file), path.join(to, file));
  const files = which === "before" ? BEFORE_FILES : [...BEFORE_FILES, ARRIVING_FILE];
  for (const file of files) {
    const vehicle = JSON.parse(fs.readFileSync(path.join(from, "vehicles", file), "utf8")) as {
      stockNumber: string;
      price: number;
      photos: { file: string }[];
    };
    if (which === "after" && vehicle.stockNumber === WATCHED_STOCK) vehicle.price -= PRICE_CUT;
    if (vehicle.stockNumber === OVER_CAP_STOCK) vehicle.price = OVER_CAP_PRICE;
    fs.writeFileSync(path.join(to, "vehicles", file), `${JSON.stringify(vehicle, null, 2)}\n`);
    for (const photo of vehicle.photos)
      fs.copyFileSync(
        path.join(from, "vehicles", "photos", photo.file),
        path.join(to, "vehicles", "photos", photo.file),
      );
  }
}

export async function prepareAlertsSite(which: "before" | "after"): Promise<void> {
  const buildDir = alertsBuildDir(which);
  const contentDir = path.join(PROJECT_ROOT, "content");
  const buildContent = path.join(buildDir, "alerts-content");
  const env = {
    ...process.env,
    ...BUILD_ENV,
    CONTENT_DIR: buildContent,
    // The generated Netlify function of the build shoppers subscribe on is called as Netlify calls it.
    DEPLOY_TARGET: which === "before" ? "netlify" : "",
  };
  await prepareSecondBuild({
    label: `[alerts ${which}]`,
    buildDir,
    env,
    description: `with alerts on (${which === "before" ? "a few vehicles, for Netlify" : "the Civic cheaper, one more SUV"})`,
    fingerprint: (hash) => {
      hash.update(JSON.stringify({ ...BUILD_ENV, which, BEFORE_FILES, ARRIVING_FILE, PRICE_CUT, OVER_CAP_PRICE }));
      hashFiles(hash, path.join(contentDir, "vehicles"));
    },
    prepare: () => writeContent(contentDir, buildContent, which),
  });
}

if (require.main === module) {
  (async () => {
    await prepareAlertsSite("before");
    await prepareAlertsSite("after");
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
