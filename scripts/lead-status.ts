/**
 * What waits in the outbox, without personal data: counts, the oldest lead's age, and each failing lead's
 * attempts and last error; on a dealer group's site, each lot's count and where its leads go (LEAD_TO_<ID>, or
 * LEAD_TO when it has none). Exits 1 when a lead has waited longer than LEAD_ALERT_AFTER_HOURS (24), so a
 * monitor (cron, an uptime service running it) can alert:
 *   npm run leads:status
 */
import path from "node:path";
import { loadLocations } from "../src/lib/content/load-content";
import { routeSettingOf } from "../src/lib/leads/lead-lots";
import { outboxStatus, formatStatus } from "../src/lib/leads/delivery/outbox/outbox-status";
import { runLeadCommand } from "./lead-command";
import { setting } from "../src/lib/settings/setting";

runLeadCommand("leads:status", async ({ config, outbox }) => {
  const routes = config.smtp?.routes ?? {};
  const lots = loadLocations(path.resolve(setting(process.env, "CONTENT_DIR") || "content")).map(({ id }) => ({
    id,
    setting: routeSettingOf(id),
    routed: routeSettingOf(id) in routes,
  }));
  for (const setting of Object.keys(routes))
    if (!lots.some((lot) => lot.setting === setting))
      console.error(`leads:status: ${setting} names no lot of content/locations/: no lead goes there.`);
  const status = await outboxStatus(outbox, config.outboxMaxDays);
  const { lines, exitCode } = formatStatus(status, {
    label: outbox.store.label,
    alertAfterHours: config.alertAfterHours,
    maxDays: config.outboxMaxDays,
    encrypted: outbox.keyring.current !== undefined,
    production: config.nodeEnv === "production",
    lots,
  });
  for (const line of lines) console.log(line);
  return exitCode;
});
