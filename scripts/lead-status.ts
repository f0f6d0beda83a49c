/**
 * What waits in the outbox, without personal data: counts, the oldest lead's age, and each failing lead's
 * attempts and last error. Exits 1 when a lead has waited longer than LEAD_ALERT_AFTER_HOURS (24), so a
 * monitor (cron, an uptime service running it) can alert:
 *   npm run leads:status
 */
import { outboxStatus, formatStatus } from "../src/lib/leads/delivery/outbox/outbox-status";
import { runLeadCommand } from "./lead-command";

runLeadCommand("leads:status", async ({ config, outbox }) => {
  const status = await outboxStatus(outbox, config.outboxMaxDays);
  const { lines, exitCode } = formatStatus(status, {
    label: outbox.store.label,
    alertAfterHours: config.alertAfterHours,
    maxDays: config.outboxMaxDays,
    encrypted: outbox.keyring.current !== undefined,
    production: config.nodeEnv === "production",
  });
  for (const line of lines) console.log(line);
  return exitCode;
});
