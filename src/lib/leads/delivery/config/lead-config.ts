// LEAD_* settings, read when the lead function runs. Server-only: nothing here may reach page code.
import { z } from "zod";
import { ANY_PROXY, LOOPBACK_PROXIES, parseRange } from "./address-ranges";
import { readOutboxLocation, type Env, type OutboxLocation } from "../store/outbox-location";
import type { OutboxLimits } from "../store/outbox-store";
import { s3ClientSettings } from "../store/s3-client-settings";
import { parseSmtpUrl } from "./smtp-url";

export type LeadEmailFormat = "adf" | "readable";

export interface SmtpSettings {
  /** The SMTP URL without our `tls` setting. */
  url: string;
  /** STARTTLS must succeed before anything is sent (smtp:// without `?tls=off`). */
  requireTls: boolean;
  to: string[];
  from: string;
  format: LeadEmailFormat;
}

export interface LeadConfig {
  /** Set when LEAD_SMTP_URL and LEAD_TO are both set and valid. */
  smtp?: SmtpSettings;
  /** Where leads wait (LEAD_OUTBOX_URL, or the deprecated LEAD_OUTBOX_DIR); undefined when `off`. */
  outbox?: OutboxLocation;
  rateLimit: { max: number; windowSeconds: number };
  /**
   * Leads per rate-limit window from one IPv6 /48 (LEAD_NETWORK_RATE_LIMIT): a customer network of many /64s
   * (a /56 holds 256) is one client for the limit, with room for a household's or an office's devices.
   */
  networkRateLimit: number;
  /**
   * Leads e-mailed per rate-limit window from all clients together, each /24 (IPv4) or /48 (IPv6) network
   * counting at most LEAD_RATE_LIMIT of them; more are held in the outbox for a person to review.
   */
  globalLimit: number;
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
  trustedProxyHops: number;
  /** `address/prefix` ranges whose X-Forwarded-For counts (loopback by default), or [`*`] for any peer. */
  trustedProxies: string[];
  siteUrl: string;
  /** NODE_ENV where the function runs: `production` under `gatsby serve`, `development` under `gatsby develop`. */
  nodeEnv: string;
}

export type { Env };

const LEAD_DEFAULTS = {
  rateLimit: 8,
  /** Times LEAD_RATE_LIMIT, when LEAD_NETWORK_RATE_LIMIT is not set. */
  networkRateLimitFactor: 4,
  rateLimitWindowSeconds: 600,
  globalLimit: 30,
  outboxMaxDays: 30,
  alertAfterHours: 24,
  outboxMaxFiles: 1000,
  outboxMaxMegabytes: 50,
  outboxMaxHeld: 200,
  trustedProxyHops: 0,
  siteUrl: "http://localhost:9000",
} as const;

const addressList = z.array(z.email());

function wholeNumber(env: Env, name: string, fallback: number, min: number, problems: string[]): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (Number.isInteger(value) && value >= min) return value;
  problems.push(`${name} must be a whole number of at least ${min}; using ${fallback}.`);
  return fallback;
}

function trustedProxies(env: Env, hops: number, problems: string[]): string[] {
  const raw = env.LEAD_TRUSTED_PROXIES?.trim();
  if (!raw) return [...LOOPBACK_PROXIES];
  if (hops === 0)
    problems.push("LEAD_TRUSTED_PROXIES is set but LEAD_TRUST_PROXY_HOPS is 0: X-Forwarded-For is not used.");
  if (raw === ANY_PROXY) return [ANY_PROXY];
  const ranges: string[] = [];
  for (const entry of raw.split(/[\s,]+/).filter(Boolean)) {
    const range = parseRange(entry);
    if (range) ranges.push(range);
    else problems.push(`LEAD_TRUSTED_PROXIES: "${entry}" is not an IP address or range like 10.0.0.0/8; ignored.`);
  }
  return ranges;
}

/**
 * Reads the settings. Problems (never including secret values) are returned for the log; a broken SMTP
 * setting turns SMTP off, so leads still wait in the outbox instead of being lost.
 */
export function readLeadConfig(env: Env, defaultFrom: string, cwd: string): { config: LeadConfig; problems: string[] } {
  const problems: string[] = [];
  const smtpUrl = env.LEAD_SMTP_URL?.trim();
  const toRaw = env.LEAD_TO?.trim();
  let smtp: SmtpSettings | undefined;
  if (smtpUrl || toRaw) {
    const to = (toRaw ?? "")
      .split(",")
      .map((address) => address.trim())
      .filter(Boolean);
    const format = (env.LEAD_EMAIL_FORMAT?.trim() || "adf") as LeadEmailFormat;
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
        from: env.LEAD_FROM?.trim() || defaultFrom,
        format,
      };
  }
  if (env.LEAD_OUTBOX_DIR?.trim() && !env.LEAD_OUTBOX_URL?.trim())
    problems.push("LEAD_OUTBOX_DIR is deprecated: use LEAD_OUTBOX_URL=file:<folder> (the same outbox).");
  const outbox = readOutboxLocation(env, cwd, problems);
  const trustedProxyHops = wholeNumber(env, "LEAD_TRUST_PROXY_HOPS", LEAD_DEFAULTS.trustedProxyHops, 0, problems);
  const rateLimit = wholeNumber(env, "LEAD_RATE_LIMIT", LEAD_DEFAULTS.rateLimit, 1, problems);
  if (outbox?.kind === "s3") {
    const { problem } = s3ClientSettings(outbox, env);
    if (problem) problems.push(`${problem}: a lead that cannot be e-mailed gets 503.`);
  }
  return {
    config: {
      smtp,
      outbox,
      networkRateLimit: wholeNumber(
        env,
        "LEAD_NETWORK_RATE_LIMIT",
        rateLimit * LEAD_DEFAULTS.networkRateLimitFactor,
        1,
        problems,
      ),
      rateLimit: {
        max: rateLimit,
        windowSeconds: wholeNumber(
          env,
          "LEAD_RATE_LIMIT_WINDOW_SECONDS",
          LEAD_DEFAULTS.rateLimitWindowSeconds,
          1,
          problems,
        ),
      },
      globalLimit: wholeNumber(env, "LEAD_GLOBAL_LIMIT", LEAD_DEFAULTS.globalLimit, 1, problems),
      outboxMaxDays: wholeNumber(env, "LEAD_OUTBOX_MAX_DAYS", LEAD_DEFAULTS.outboxMaxDays, 1, problems),
      alertAfterHours: wholeNumber(env, "LEAD_ALERT_AFTER_HOURS", LEAD_DEFAULTS.alertAfterHours, 1, problems),
      outboxLimits: {
        maxFiles: wholeNumber(env, "LEAD_OUTBOX_MAX_FILES", LEAD_DEFAULTS.outboxMaxFiles, 1, problems),
        maxBytes: wholeNumber(env, "LEAD_OUTBOX_MAX_MB", LEAD_DEFAULTS.outboxMaxMegabytes, 1, problems) * 1024 * 1024,
      },
      outboxMaxHeld: wholeNumber(env, "LEAD_OUTBOX_MAX_HELD", LEAD_DEFAULTS.outboxMaxHeld, 1, problems),
      trustedProxyHops,
      trustedProxies: trustedProxies(env, trustedProxyHops, problems),
      siteUrl: (env.SITE_URL?.trim() || LEAD_DEFAULTS.siteUrl).replace(/\/+$/, ""),
      nodeEnv: env.NODE_ENV?.trim() ?? "",
    },
    problems,
  };
}
