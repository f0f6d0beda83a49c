// public/offline.html (the /offline/ page without Gatsby's runtime), public/es/offline.html from /es/offline/
// when the site is in Spanish too, and the service-worker code that serves them for unsaved pages when offline. Runs after gatsby-plugin-offline wrote public/sw.js (the
// site's own gatsby-node runs its onPostBuild after every plugin's).
import { createHash } from "node:crypto";
import fs from "node:fs";
import type { Locale } from "../../src/lib/i18n/locale";
import { localizedPath } from "../../src/lib/i18n/locale-paths";
import {
  offlineFallbackWorkerScript,
  offlinePageFile,
  staticOfflinePage,
  type OfflinePageRevisions,
} from "../../src/lib/platform/offline-fallback";
import { publicPath } from "./public-files";

const SERVICE_WORKER = "sw.js";
const APP_SHELL = "offline-plugin-app-shell-fallback/index.html";

function revisionOf(file: string): string {
  return createHash("md5").update(fs.readFileSync(file)).digest("hex");
}

/** Writes public/offline.html from the built /offline/ page, and each other language's from its twin. */
export function writeOfflinePage(languages: readonly Locale[]): void {
  for (const locale of languages) {
    const page = localizedPath("/offline/", locale);
    const source = publicPath(page, "index.html");
    if (!fs.existsSync(source))
      throw new Error(`public${page}index.html is missing: src/pages/offline.tsx must build the offline page`);
    fs.writeFileSync(publicPath(offlinePageFile(locale)), staticOfflinePage(fs.readFileSync(source, "utf8")));
  }
}

/**
 * Appends the offline fallback to sw.js and refreshes the precache revision of the app shell, whose HTML
 * changed after gatsby-plugin-offline listed it (the CSP was written into it), so returning visitors get it.
 */
export function extendServiceWorker(languages: readonly Locale[]): void {
  const worker = publicPath(SERVICE_WORKER);
  if (!fs.existsSync(worker))
    throw new Error("public/sw.js is missing: gatsby-plugin-offline must be listed in gatsby-config");
  let code = fs.readFileSync(worker, "utf8");
  if (!code.includes("workbox.routing.registerRoute(navigationRoute)")) {
    throw new Error(
      "public/sw.js does not look like gatsby-plugin-offline's service worker; the offline fallback cannot be added",
    );
  }
  const shellEntry = /("url":\s*"offline-plugin-app-shell-fallback\/index\.html",\s*"revision":\s*")[0-9a-f]+(")/;
  if (!shellEntry.test(code))
    throw new Error("public/sw.js does not precache the offline app shell; gatsby-plugin-offline changed its output");
  code = code.replace(shellEntry, `$1${revisionOf(publicPath(APP_SHELL))}$2`);
  const revisions: OfflinePageRevisions = { en: revisionOf(publicPath(offlinePageFile("en"))) };
  for (const locale of languages) revisions[locale] = revisionOf(publicPath(offlinePageFile(locale)));
  fs.writeFileSync(worker, `${code}\n${offlineFallbackWorkerScript(revisions)}`);
}
