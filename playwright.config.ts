import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./e2e/support/chromium";
import { feedImportWebServers } from "./e2e/support/feed-import-web-server";
import { e2eBaseUrl, e2eBrowserArgs, e2eServer, e2eWebServer } from "./e2e/support/e2e-server";
import { platformWebServers } from "./e2e/support/platform-web-servers";
import { runsSpecs } from "./e2e/support/spec-filter";

// e2e runs against the production build on localhost (not 127.0.0.1: the service worker registers only on
// https or localhost), served as on a Linux server (nginx in front of serve:prod) or by `gatsby serve`.
const SERVER = e2eServer();
const PHONE_SKIPS = [
  /admin-/,
  // One ordered flow that opens its own phone and desktop windows (subscribe, rebuild, send).
  /alerts\.spec/,
  /inventory-import/,
  /leads-api/,
  /leads-unavailable/,
  /pages-content/,
  /platform-/,
  /shell-manifest/,
  /smoke/,
];

export default defineConfig({
  testDir: "e2e",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: e2eBaseUrl(SERVER),
    // Requests made by the specs themselves (APIRequestContext) do not know nginx's throwaway certificate.
    ignoreHTTPSErrors: true,
    launchOptions: chromiumLaunchOptions(e2eBrowserArgs(SERVER)),
    trace: "retain-on-failure",
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } } },
    {
      name: "phone",
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } },
      // What the window size cannot change (HTTP answers, headers, feeds, content, service worker, third
      // parties) runs once, on desktop; the phone runs everything a visitor sees and touches.
      testIgnore: PHONE_SKIPS,
    },
  ],
  // The alerts spec serves builds of its own (e2e/support/alerts-server.ts): run alone, it needs no main build.
  webServer: [
    ...(runsSpecs(/^(?!.*alerts\.spec)/) ? [e2eWebServer(SERVER)] : []),
    ...platformWebServers(),
    ...feedImportWebServers(),
  ],
});
