/**
 * Deletes what has ended: requests not confirmed within 48 hours, alerts 180 days after they were confirmed, the
 * notes kept about addresses that have no alert left, and the locks of senders that stopped.
 *   npm run alerts:purge
 * alerts:send does the same at the end of every run; this is for a host that only wants the clean-up.
 */
import { purgeAlerts } from "../src/lib/alerts/delivery/alert-tasks";
import { runAlertCommand } from "./alert-command";

runAlertCommand("alerts:purge", async ({ store }) => {
  const report = await purgeAlerts(store);
  console.log(
    `alerts:purge: deleted ${report.deleted} ended alert(s), the notes of ${report.addresses} address(es), ${report.locks} stale lock(s)`,
  );
  return 0;
});
