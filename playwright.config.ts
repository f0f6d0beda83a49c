import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./e2e/support/chromium";
import { e2eBaseUrl, e2eBrowserArgs, e2eServer, e2eWebServer } from "./e2e/support/e2e-server";
import { platformWebServers } from "./e2e/support/platform-web-servers";
import { runsSpecs } from "./e2e/support/spec-filter";
import { loadAllTextTables } from "./src/locales/text-tables";

// The specs read the site's words in every language (a Spanish field error, the Buyers Guide's Spanish) from
// src/lib, which reads the languages' text tables from a store: load them, as every entry point of the site does.
// Each worker process loads this file.
loadAllTextTables();

// e2e runs against the production build on localhost (not 127.0.0.1: the service worker registers only on
// https or localhost), served as on a Linux server (nginx in front of serve:prod) or by `gatsby serve`.
const SERVER = e2eServer();
// The phone project runs only what the window's size can change: the shell's layout, menu, fit and colour
// switch, accessibility scans of the layouts that differ on a phone, the inventory's filter drawer, and paint
// and layout-shift timings. Forms, prices, links, feeds and the runtime behave the same at every size and are
// run once, on desktop (docs/architecture.md#what-runs-where).
const PHONE_SPECS = [
  /shell-(a11y|colour-mode|layout|mobile-menu|responsive)\.spec\.ts$/,
  /(pages-axe|inventory-a11y|inventory-search)\.spec\.ts$/,
  /(speed-lcp|speed-app-start|shortlist-layout-shift)\.spec\.ts$/,
  // The card photo's file a phone's screen picks (another width than a desktop's) is one the build made.
  /card-photos\.spec\.ts$/,
  // The Buyers Guide as a phone shows it (its text as laid out there): the FTC's words, no English.
  /vehicle-buyers-guide\.spec\.ts$/,
  // A dealer group's pages, filter and shell on a phone (the integrations build).
  /dealer-group(-a11y)?\.spec\.ts$/,
  // The review ratings and the credit application's links, as a phone lays them out.
  /(pages-reviews|platform-credit-application)\.spec\.ts$/,
];

export default defineConfig({
  testDir: "e2e",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  // The slowest specs and tests of the run are listed at its end, so the next slow one is seen.
  reporter: [["list"], ["./e2e/support/slowest-reporter.ts"]],
  use: {
    baseURL: e2eBaseUrl(SERVER),
    // Requests made by the specs themselves (APIRequestContext) do not know nginx's throwaway certificate.
    ignoreHTTPSErrors: true,
    launchOptions: chromiumLaunchOptions(e2eBrowserArgs(SERVER)),
    // Recording a trace costs every test its snapshots; on CI only a retry records one (a failure is retried
    // once), so what failed still comes with its trace.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } } },
    {
      name: "phone",
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } },
      testMatch: PHONE_SPECS,
    },
  ],
  // The alerts spec serves builds of its own (e2e/support/alerts-server.ts): run alone, it needs no main build.
  webServer: [...(runsSpecs(/^(?!.*alerts\.spec)/) ? [e2eWebServer(SERVER)] : []), ...platformWebServers()],
});
