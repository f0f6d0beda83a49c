// The Playwright web server of the inventory import spec (feed-import-server.ts): two imports and a small
// build, so it starts only when that spec runs.
import { FEED_IMPORT_URL } from "./feed-import-fixture";
import type { WebServer } from "./platform-web-servers";
import { runsSpecs } from "./spec-filter";

export function feedImportWebServers(argv: readonly string[] = process.argv): WebServer[] {
  if (!runsSpecs(/inventory-import/, argv)) return [];
  return [
    {
      command: "npx tsx e2e/support/feed-import-server.ts",
      url: `${FEED_IMPORT_URL}/`,
      reuseExistingServer: !process.env.CI,
      // The first run imports two feeds and builds the site a second time.
      timeout: 420_000,
      stdout: "pipe",
    },
  ];
}
