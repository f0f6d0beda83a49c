// Netlify scheduled function: every minute, makes the queued alert requests into subscriptions and sends their
// confirmation e-mails (src/lib/alerts/delivery/take-requests.ts). On a server that keeps running, the alert function
// does this right after it answers; a Netlify function is frozen once it has answered, so here it waits for this run.
// It lists the queue and stops when it is empty. Netlify gives its own functions full Blobs access.
import site from "../../content/site.json";
import { badgeLabelsFromFile } from "../../src/lib/content/badge-labels-from-file";
import { runtimeEnv } from "../../src/lib/server-kit/store/runtime-env";
import { alertTools, takeQueued } from "../../src/lib/alerts/delivery/alert-tools";
import { loadAllTextTables } from "../../src/locales/text-tables";

// Every language's text tables, which src/lib reads from a store (src/lib/i18n/text-tables.ts).
loadAllTextTables();

export default async function takeAlertRequests(): Promise<Response> {
  const log = (line: string) => console.info(line);
  const { businessName, phone, email, address, badges } = site;
  const tools = alertTools(runtimeEnv(), process.cwd(), {
    dealer: { businessName, phone, email, address },
    badges: badgeLabelsFromFile(badges),
  });
  const report = await takeQueued(tools, log);
  const failed = typeof report === "object" && report.failed + report.unreadable > 0;
  return new Response(null, { status: failed ? 500 : 204 });
}
