// LEAD_* settings, read when the lead function runs. Server-only: nothing here may reach page code.
import { z } from "zod";
import {
  readServerSettings,
  wholeNumber,
  type Env,
  type ServerSettings,
} from "../../../server-kit/config/server-settings";
import type { OutboxLimits } from "../../../server-kit/store/outbox-store";
import { parseSmtpUrl } from "../../../server-kit/config/smtp-url";
import { routeSettingOf } from "../../lead-lots";
import { LEAD_ROUTE_SETTING } from "../../../settings/lead-route-setting";
import { setting } from "../../../settings/setting";

export type LeadEmailFormat = "adf" | "readable";

export interface SmtpSettings {
  /** The SMTP URL without our `tls` setting. */
  url: string;
  /** STARTTLS must succeed before anything is sent (smtp:// without `?tls=off`). */
  requireTls: boolean;
  to: string[];
  /**
   * A dealer group's lots' own addresses, by setting name (LEAD_TO_EAST_SACRAMENTO, lead-lots.ts routeSettingOf): a
   * lead for a lot goes there, and to LEAD_TO when its lot has none.
   */
  routes: Readonly<Record<string, string[]>>;
  from: string;
  format: LeadEmailFormat;
}

/** The shared server settings (server-kit/config/server-settings.ts), and the lead function's own. */
export interface LeadConfig extends ServerSettings {
  /** Set when LEAD_SMTP_URL and LEAD_TO are both set and valid. */
  smtp?: SmtpSettings;
  /** Held or failing leads older than this many days are listed by leads:status and deleted by leads:purge. */
  outboxMaxDays: number;
  /** leads:status exits 1 when a lead has waited longer than this. */
  alertAfterHours: number;
  /**
   * Past either, the outbox takes no more leads to send (503 with the phone number) until leads:send empties
   * it. Held leads are not counted: they have their own space.
   */
  outboxLimits: OutboxLimits;
  /** Held leads kept at most (LEAD_OUTBOX_MAX_HELD); past it the busiest network's oldest is dropped. */
  outboxMaxHeld: number;
}

export type { Env };

/** Where a lead for this lot goes: its LEAD_TO_<ID> when set, LEAD_TO otherwise (and for a lead with no lot). */
export function recipientsFor(smtp: Pick<SmtpSettings, "to" | "routes">, location: string | undefined): string[] {
  return (location && smtp.routes[routeSettingOf(location)]) || smtp.to;
}

const LEAD_DEFAULTS = {
  outboxMaxDays: 30,
  alertAfterHours: 24,
  outboxMaxFiles: 1000,
  outboxMaxMegabytes: 50,
  outboxMaxHeld: 200,
} as const;

const addressList = z.array(z.email());

const splitAddresses = (raw: string | undefined) =>
  (raw ?? "")
    .split(",")
    .map((address) => address.trim())
    .filter(Boolean);

/** LEAD_TO_<ID> settings: each a list of addresses; a malformed one is left out (its lot's leads go to LEAD_TO). */
function readRoutes(env: Env, problems: string[]): Record<string, string[]> {
  const routes: Record<string, string[]> = {};
  for (const name of Object.keys(env)
    .filter((key) => LEAD_ROUTE_SETTING.test(key))
    .sort()) {
    const to = splitAddresses(env[name]); // settings: LEAD_TO_<LOT>
    if (to.length === 0) continue;
    if (addressList.safeParse(to).success) routes[name] = to;
    else
      problems.push(
        `${name} must be one or more e-mail addresses separated by commas: that lot's leads go to LEAD_TO.`,
      );
  }
  return routes;
}

/**
 * Reads the settings. Problems (never including secret values) are returned for the log; a broken SMTP
 * setting turns SMTP off, so leads still wait in the outbox instead of being lost.
 */
export function readLeadConfig(env: Env, defaultFrom: string, cwd: string): { config: LeadConfig; problems: string[] } {
  const problems: string[] = [];
  const smtpUrl = setting(env, "LEAD_SMTP_URL")?.trim();
  const toRaw = setting(env, "LEAD_TO")?.trim();
  let smtp: SmtpSettings | undefined;
  if (smtpUrl || toRaw) {
    const to = splitAddresses(toRaw);
    const format = (setting(env, "LEAD_EMAIL_FORMAT")?.trim() || "adf") as LeadEmailFormat;
    const parsedUrl = smtpUrl ? parseSmtpUrl(smtpUrl) : undefined;
    if (!smtpUrl || !parsedUrl)
      problems.push("LEAD_TO is set but LEAD_SMTP_URL is not: leads are saved to the outbox.");
    else if ("problem" in parsedUrl) problems.push(`${parsedUrl.problem}: leads are saved to the outbox.`);
    else if (to.length === 0) problems.push("LEAD_SMTP_URL is set but LEAD_TO is not: leads are saved to the outbox.");
    else if (!addressList.safeParse(to).success)
      problems.push("LEAD_TO must be one or more e-mail addresses separated by commas: leads are saved to the outbox.");
    else if (format !== "adf" && format !== "readable")
      problems.push('LEAD_EMAIL_FORMAT must be "adf" or "readable": leads are saved to the outbox.');
    else
      smtp = {
        url: parsedUrl.url,
        requireTls: parsedUrl.requireTls,
        to,
        routes: readRoutes(env, problems),
        from: setting(env, "LEAD_FROM")?.trim() || defaultFrom,
        format,
      };
  }
  const server = readServerSettings(env, cwd, problems);
  return {
    config: {
      ...server,
      smtp,
      outboxMaxDays: wholeNumber(env, "LEAD_OUTBOX_MAX_DAYS", LEAD_DEFAULTS.outboxMaxDays, 1, problems),
      alertAfterHours: wholeNumber(env, "LEAD_ALERT_AFTER_HOURS", LEAD_DEFAULTS.alertAfterHours, 1, problems),
      outboxLimits: {
        maxFiles: wholeNumber(env, "LEAD_OUTBOX_MAX_FILES", LEAD_DEFAULTS.outboxMaxFiles, 1, problems),
        maxBytes: wholeNumber(env, "LEAD_OUTBOX_MAX_MB", LEAD_DEFAULTS.outboxMaxMegabytes, 1, problems) * 1024 * 1024,
      },
      outboxMaxHeld: wholeNumber(env, "LEAD_OUTBOX_MAX_HELD", LEAD_DEFAULTS.outboxMaxHeld, 1, problems),
    },
    problems,
  };
}
