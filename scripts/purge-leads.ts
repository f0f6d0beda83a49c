/**
 * Deletes leads kept longer than LEAD_OUTBOX_MAX_DAYS (30): held for review, failing, or never sent. A lead
 * the configured keys cannot open is reported by id and kept, unless `--unopened` says its key is lost.
 * Run it daily after leads:send:
 *   npm run leads:purge                  (-- --unopened: also delete expired leads no configured key opens)
 */
import { purgeExpired } from "../src/lib/leads/delivery/outbox/outbox-tasks";
import { runLeadCommand } from "./lead-command";

const unopened = process.argv.includes("--unopened");

runLeadCommand("leads:purge", async ({ config, outbox }) => {
  const report = await purgeExpired(outbox, config.outboxMaxDays, new Date(), { unopened });
  const days = config.outboxMaxDays;
  const list = (ids: string[]) => (ids.length > 0 ? `: ${ids.join(", ")}` : "");
  console.log(`deleted ${report.done.length} lead(s) older than ${days} days${list(report.done)}`);
  if (report.deletedUnopened.length > 0)
    console.log(
      `deleted ${report.deletedUnopened.length} lead(s) older than ${days} days that no configured key opens (--unopened)${list(report.deletedUnopened)}`,
    );
  if (report.unreadable.length > 0)
    console.log(
      `kept ${report.unreadable.length} lead(s) older than ${days} days that the configured keys cannot open${list(report.unreadable)}.\n` +
        "  If the key they were sealed with still exists, add it to LEAD_OUTBOX_PREVIOUS_KEYS and run leads:purge again.\n" +
        "  If it is lost, nobody can read them: delete them with npm run leads:purge -- --unopened",
    );
  if (report.busy.length > 0)
    console.log(
      `skipped ${report.busy.length} lead(s) another command is working on; run again later${list(report.busy)}`,
    );
  if (report.notLeads.length > 0)
    console.log(
      `${report.notLeads.length} stored object(s) in the outbox are not leads and were left alone (remove them by hand)${list(report.notLeads)}`,
    );
  return report.unreadable.length + report.busy.length + report.notLeads.length === 0 ? 0 : 1;
});
