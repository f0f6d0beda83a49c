// The extra Playwright web server of the platform tests, the import spec, the editor's live-status checks and the
// dealer-group and California-pricing specs (the dealer-group build with analytics and error reporting on and two imported feeds, plus the
// local sink). It takes a build, so it starts only when those specs are part of the run: `npx playwright test
// e2e/some-other.spec.ts` does not pay for it.
import { INTEGRATIONS_URL } from "./platform-ports";
import { runsSpecs } from "./spec-filter";

export type WebServer = {
  command: string;
  url: string;
  reuseExistingServer: boolean;
  timeout: number;
  stdout?: "pipe" | "ignore";
};

export function platformWebServers(argv: readonly string[] = process.argv): WebServer[] {
  if (!runsSpecs(/platform|inventory-import|admin-live-status|dealer-group|pricing-california/, argv)) return [];
  return [
    {
      command: "npx tsx e2e/support/integrations-server.ts",
      url: `${INTEGRATIONS_URL}/`,
      reuseExistingServer: !process.env.CI,
      // The first run imports two feeds and builds the site a second time.
      timeout: 420_000,
      stdout: "pipe",
    },
  ];
}
