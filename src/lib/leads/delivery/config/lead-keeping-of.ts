// The privacy page's facts about waiting leads, from the same settings the lead function runs with:
// LEAD_OUTBOX_KEY (encrypted or not) and LEAD_OUTBOX_MAX_DAYS. Read at build time (gatsby-config.ts), so they
// must be set where the site is built as well as where it runs.
import type { LeadKeeping } from "../../lead-keeping";
import { readLeadConfig, type Env } from "./lead-config";
import { setting } from "../../../settings/setting";

export function leadKeepingOf(env: Env): LeadKeeping {
  const { config } = readLeadConfig(env, "", process.cwd());
  return { encrypted: Boolean(setting(env, "LEAD_OUTBOX_KEY")?.trim()), maxDays: config.outboxMaxDays };
}
