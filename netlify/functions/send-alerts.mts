// Netlify scheduled function: every hour, e-mails the alerts of the live deploy (its inventory fetched from SITE_URL,
// as visitors see it) and deletes what has ended, with the same code as `npm run alerts:send`. The hourly run sends
// after each deploy within the hour, and the e-mails that waited for the once-a-day rule. Netlify runs it on the
// schedule in netlify.toml; it takes no requests. Netlify gives its own functions full Blobs access.
import site from "../../content/site.json";
import { badgeLabelsFromFile } from "../../src/lib/content/badge-labels-from-file";
import { runtimeEnv } from "../../src/lib/server-kit/store/runtime-env";
import { alertTools, sendAndPurge } from "../../src/lib/alerts/delivery/alert-tools";
import { fetchLiveInventory } from "../../src/lib/alerts/delivery/live-inventory";
import { loadAllTextTables } from "../../src/locales/text-tables";

// Every language's text tables, which src/lib reads from a store (src/lib/i18n/text-tables.ts).
loadAllTextTables();

export default async function sendAlerts(): Promise<Response> {
  const log = (line: string) => console.info(line);
  const { businessName, phone, email, address, badges } = site;
  const tools = alertTools(runtimeEnv(), process.cwd(), {
    dealer: { businessName, phone, email, address },
    badges: badgeLabelsFromFile(badges),
  });
  let live;
  try {
    live = await fetchLiveInventory(tools.site.siteUrl);
  } catch (error) {
    // SITE_URL unset or wrong, or the site down: nothing is sent, and the next hour tries again.
    log(`alerts: the live inventory could not be read from SITE_URL (${(error as Error).message})`);
    return new Response(null, { status: 500 });
  }
  const { report } = await sendAndPurge(tools, live, log);
  const failed = report === undefined || (report !== "busy" && report.failed + report.unreadable > 0);
  return new Response(null, { status: failed ? 500 : 204 });
}
