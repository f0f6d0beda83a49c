// The settings every server feature reads (the lead and alert functions, their commands): where the outbox store
// is, the rate limits, the proxies whose X-Forwarded-For counts, the site's address and NODE_ENV. They keep their
// LEAD_* names, which dealers have set since leads came first. Server-only; problems never quote a secret.
import { ANY_PROXY, LOOPBACK_PROXIES, parseRange } from "./address-ranges";
import { readOutboxLocation, type Env, type OutboxLocation } from "../store/outbox-location";
import { s3ClientSettings } from "../store/s3-client-settings";
import { setting, type SettingName } from "../../settings/setting";

export type { Env };

export interface ServerSettings {
  /** Where leads and alerts are kept (LEAD_OUTBOX_URL, or the deprecated LEAD_OUTBOX_DIR); undefined when `off`. */
  outbox?: OutboxLocation;
  rateLimit: { max: number; windowSeconds: number };
  /**
   * Requests per rate-limit window from one IPv6 /48 (LEAD_NETWORK_RATE_LIMIT): a customer network of many /64s
   * (a /56 holds 256) is one client for the limit, with room for a household's or an office's devices.
   */
  networkRateLimit: number;
  /**
   * Leads e-mailed (or confirmations sent) per rate-limit window from all clients together, each /24 (IPv4) or /48
   * (IPv6) network counting at most LEAD_RATE_LIMIT of them.
   */
  globalLimit: number;
  trustedProxyHops: number;
  /** `address/prefix` ranges whose X-Forwarded-For counts (loopback by default), or [`*`] for any peer. */
  trustedProxies: string[];
  siteUrl: string;
  /** NODE_ENV where the function runs: `production` under `gatsby serve`, `development` under `gatsby develop`. */
  nodeEnv: string;
}

const SERVER_DEFAULTS = {
  rateLimit: 8,
  /** Times LEAD_RATE_LIMIT, when LEAD_NETWORK_RATE_LIMIT is not set. */
  networkRateLimitFactor: 4,
  rateLimitWindowSeconds: 600,
  globalLimit: 30,
  trustedProxyHops: 0,
  siteUrl: "http://localhost:9000",
} as const;

/** A whole-number setting of at least `min`; a wrong one is a problem, and the fallback is used. */
export function wholeNumber(env: Env, name: SettingName, fallback: number, min: number, problems: string[]): number {
  const raw = setting(env, name)?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (Number.isInteger(value) && value >= min) return value;
  problems.push(`${name} must be a whole number of at least ${min}; using ${fallback}.`);
  return fallback;
}

function trustedProxies(env: Env, hops: number, problems: string[]): string[] {
  const raw = setting(env, "LEAD_TRUSTED_PROXIES")?.trim();
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

/** Reads the shared settings; what is wrong goes into `problems`, for the log. */
export function readServerSettings(env: Env, cwd: string, problems: string[]): ServerSettings {
  if (setting(env, "LEAD_OUTBOX_DIR")?.trim() && !setting(env, "LEAD_OUTBOX_URL")?.trim())
    problems.push("LEAD_OUTBOX_DIR is deprecated: use LEAD_OUTBOX_URL=file:<folder> (the same outbox).");
  const outbox = readOutboxLocation(env, cwd, problems);
  const trustedProxyHops = wholeNumber(env, "LEAD_TRUST_PROXY_HOPS", SERVER_DEFAULTS.trustedProxyHops, 0, problems);
  const rateLimit = wholeNumber(env, "LEAD_RATE_LIMIT", SERVER_DEFAULTS.rateLimit, 1, problems);
  if (outbox?.kind === "s3") {
    const { problem } = s3ClientSettings(outbox, env);
    if (problem) problems.push(`${problem}: a lead that cannot be e-mailed gets 503.`);
  }
  return {
    outbox,
    networkRateLimit: wholeNumber(
      env,
      "LEAD_NETWORK_RATE_LIMIT",
      rateLimit * SERVER_DEFAULTS.networkRateLimitFactor,
      1,
      problems,
    ),
    rateLimit: {
      max: rateLimit,
      windowSeconds: wholeNumber(
        env,
        "LEAD_RATE_LIMIT_WINDOW_SECONDS",
        SERVER_DEFAULTS.rateLimitWindowSeconds,
        1,
        problems,
      ),
    },
    globalLimit: wholeNumber(env, "LEAD_GLOBAL_LIMIT", SERVER_DEFAULTS.globalLimit, 1, problems),
    trustedProxyHops,
    trustedProxies: trustedProxies(env, trustedProxyHops, problems),
    siteUrl: (setting(env, "SITE_URL")?.trim() || SERVER_DEFAULTS.siteUrl).replace(/\/+$/, ""),
    nodeEnv: setting(env, "NODE_ENV")?.trim() ?? "",
  };
}
