// What the privacy page says about leads that wait in the outbox, from the same settings the lead function
// runs with: whether they are encrypted (LEAD_OUTBOX_KEY) and after how many days they are deleted
// (LEAD_OUTBOX_MAX_DAYS). Read at build time: set them where the site is built as well as where it runs.
import { readLeadConfig, type Env } from "./delivery/lead-config";

export interface LeadKeeping {
  encrypted: boolean;
  maxDays: number;
}

export function leadKeepingOf(env: Env): LeadKeeping {
  const { config } = readLeadConfig(env, "", process.cwd());
  return { encrypted: Boolean(env.LEAD_OUTBOX_KEY?.trim()), maxDays: config.outboxMaxDays };
}
