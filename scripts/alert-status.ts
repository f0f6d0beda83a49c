/**
 * What the alerts hold, in counts only (no address, no car, no search): confirmed alerts by kind, requests waiting
 * for confirmation, ended ones, unreadable ones, and the last alerts:send.
 *   npm run alerts:status
 * Exit status: 0, or 1 when an alert cannot be opened with the configured keys.
 */
import { alertStatus, formatAlertStatus } from "../src/lib/alerts/delivery/alert-tasks";
import { runAlertCommand } from "./alert-command";

runAlertCommand("alerts:status", async ({ store }) => {
  const status = await alertStatus(store);
  for (const line of formatAlertStatus(status, store.label)) console.log(line);
  return status.unreadable === 0 ? 0 : 1;
});
