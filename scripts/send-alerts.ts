/**
 * E-mails the price-drop and new-arrival alerts of the live build (docs/deployment.md#e-mail-alerts):
 *   npm run alerts:send [-- --public-dir public | --from-site]
 * The live inventory is public/alerts/inventory.json of this folder (the build serve:prod serves), or with
 * --from-site the one SITE_URL serves. Each confirmed address gets at most one e-mail a day, only with news; a second
 * run sends nothing twice. Then deletes what has ended (as alerts:purge). Exit status: 0 done, 1 an e-mail failed
 * or an alert cannot be opened (tried again next run), 2 a setup problem. Safe from a timer, even twice at once.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { fetchLiveInventory, readLiveInventory } from "../src/lib/alerts/delivery/live-inventory";
import { sendAndPurge } from "../src/lib/alerts/delivery/alert-tools";
import { runAlertCommand } from "./alert-command";

runAlertCommand("alerts:send", async (tools) => {
  const { values } = parseArgs({
    options: { "public-dir": { type: "string", default: "public" }, "from-site": { type: "boolean", default: false } },
  });
  if (!tools.mailer) {
    console.error("alerts:send: set LEAD_SMTP_URL to send alerts (see docs/deployment.md#e-mail-alerts).");
    return 2;
  }
  const live = values["from-site"]
    ? await fetchLiveInventory(tools.site.siteUrl)
    : await readLiveInventory(path.resolve(values["public-dir"]));
  const { report, purge } = await sendAndPurge(tools, live, (line) => console.log(line));
  if (purge) console.log(`alerts: purged ${purge.deleted} ended alert(s), ${purge.addresses} address note(s)`);
  if (report === undefined) return 2;
  if (report === "busy") return 0;
  return report.failed + report.unreadable === 0 ? 0 : 1;
});
