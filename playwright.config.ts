import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./e2e/support/chromium";
import { feedImportWebServers } from "./e2e/support/feed-import-web-server";
import { E2E_LEAD_ENV } from "./e2e/support/lead-outbox";
import { platformWebServers } from "./e2e/support/platform-web-servers";

// e2e runs against the production build served by `gatsby serve` on localhost
// (localhost, not 127.0.0.1: the service worker only registers on https or localhost).
const PORT = Number(process.env.E2E_PORT || 9100);
const PHONE_SKIPS = [
  /admin-/,
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
    baseURL: `http://localhost:${PORT}`,
    launchOptions: chromiumLaunchOptions(),
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
  webServer: [
    {
      command: `npx gatsby serve --host localhost --port ${PORT}`,
      url: `http://localhost:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      // The lead function saves leads to a temporary outbox that the lead specs read back.
      env: E2E_LEAD_ENV,
    },
    ...platformWebServers(),
    ...feedImportWebServers(),
  ],
});
