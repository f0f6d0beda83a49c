/**
 * Deletes leads kept longer than LEAD_OUTBOX_MAX_DAYS (30): held for review, failing, or never sent. A lead
 * the configured keys cannot open is reported by id and kept. Run it daily after leads:send:
 *   npm run leads:purge
 */
import { purgeExpired } from "../src/lib/leads/delivery/outbox-tasks";
import { runLeadCommand } from "./lead-command";

runLeadCommand("leads:purge", async ({ config, outbox }) => {
  const report = await purgeExpired(outbox, config.outboxMaxDays);
  console.log(
    `deleted ${report.done.length} lead(s) older than ${config.outboxMaxDays} days${report.done.length > 0 ? `: ${report.done.join(", ")}` : ""}`,
  );
  if (report.unreadable.length > 0)
    console.log(`cannot be opened with the configured keys, kept: ${report.unreadable.join(", ")}`);
  return report.unreadable.length + report.busy.length === 0 ? 0 : 1;
});
