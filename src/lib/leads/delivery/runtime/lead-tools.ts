// Setup shared by the lead commands (scripts/*lead*) and the Netlify scheduled function: settings, the
// outbox and the mailer from the environment, and the drain that `npm run leads:send` runs.
import type { DealerInfo } from "../../../server-kit/dealer";
import { readLeadConfig, type Env, type LeadConfig } from "../config/lead-config";
import type { LeadOutbox } from "../outbox/lead-outbox";
import { defaultLeadFrom } from "./lead-runtime";
import { openOutboxStore } from "../../../server-kit/store/open-outbox-store";
import { readKeyring } from "../../../server-kit/store/outbox-keys";
import { purgeExpired } from "../outbox/outbox-tasks";
import { sendOutbox, type SendReport } from "../mail/send-outbox";
import { createSmtpMailer } from "../mail/smtp-mailer";

export interface LeadTools {
  config: LeadConfig;
  /** Undefined when the outbox is off. */
  outbox?: LeadOutbox;
  problems: string[];
}

export function leadTools(env: Env, cwd: string, dealer: Pick<DealerInfo, "businessName" | "email">): LeadTools {
  const { config, problems } = readLeadConfig(env, defaultLeadFrom(dealer), cwd);
  const keyring = readKeyring(env, problems);
  return {
    config,
    problems,
    outbox: config.outbox ? { store: openOutboxStore(config.outbox, env), keyring } : undefined,
  };
}

/** Sends what waits, then deletes leads past LEAD_OUTBOX_MAX_DAYS: the scheduled function's run. */
export async function drainAndPurge(
  tools: LeadTools,
  log: (line: string) => void,
): Promise<{ report?: SendReport; purged: string[] }> {
  if (!tools.outbox) {
    log("leads: the outbox is off (LEAD_OUTBOX_URL=off): nothing to send");
    return { purged: [] };
  }
  const report = tools.config.smtp
    ? await sendOutbox(tools.outbox, createSmtpMailer(tools.config.smtp), log)
    : undefined;
  if (!report) log("leads: LEAD_SMTP_URL and LEAD_TO are not set: nothing can be sent");
  else
    log(
      `leads: sent ${report.sent.length}, not sent ${report.failed.length}, held ${report.held.length}, unreadable ${report.unreadable.length}`,
    );
  const purge = await purgeExpired(tools.outbox, tools.config.outboxMaxDays);
  if (purge.done.length > 0)
    log(`leads: deleted ${purge.done.length} lead(s) older than ${tools.config.outboxMaxDays} days`);
  if (purge.unreadable.length > 0)
    log(
      `leads: kept ${purge.unreadable.length} lead(s) older than ${tools.config.outboxMaxDays} days that no configured key opens ` +
        `(${purge.unreadable.join(", ")}): add their key to LEAD_OUTBOX_PREVIOUS_KEYS, or delete them with npm run leads:purge -- --unopened`,
    );
  return { report, purged: purge.done };
}
