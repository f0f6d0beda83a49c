// Wiring for the running endpoint: settings from the environment, the SMTP mailer, lead ids, and a rate
// limiter that outlives a single request.
import { randomBytes } from "node:crypto";
import type { DealerInfo } from "../adf";
import type { LeadInventory } from "../lead-vehicle";
import { createRateLimiter, type RateLimiter } from "../rate-limiter";
import type { LeadHandlerDeps } from "./handle-lead-request";
import { readLeadConfig, runtimeEnv, type Env, type LeadConfig } from "./lead-config";
import { createSmtpMailer } from "./smtp-mailer";

const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** `20261121-7KQ4M2`: the day it arrived and six random characters, easy to read out on the phone. */
function newLeadId(now: Date, random: (size: number) => Uint8Array = randomBytes): string {
  const suffix = Array.from(random(6), (byte) => CROCKFORD[byte % 32]).join("");
  return `${now.toISOString().slice(0, 10).replace(/-/g, "")}-${suffix}`;
}

/** `"Sierra Vista Motors website" <sales@...>`, used when LEAD_FROM is not set. */
export function defaultLeadFrom(dealer: Pick<DealerInfo, "businessName" | "email">): string {
  return `"${dealer.businessName.replace(/["\\\r\n]/g, "")} website" <${dealer.email}>`;
}

interface SharedState {
  limiter?: { key: string; limiter: RateLimiter };
  globalLimiter?: { key: string; limiter: RateLimiter };
  reported?: Set<string>;
}

// `gatsby serve` re-requires a function's module on every request, which would reset module-level state;
// the limiter therefore lives on globalThis, once per server process.
const SHARED = Symbol.for("dealer-site.leads.shared-state");

function shared(): SharedState {
  const holder = globalThis as typeof globalThis & { [SHARED]?: SharedState };
  holder[SHARED] ??= {};
  return holder[SHARED];
}

function sharedRateLimiter(config: LeadConfig): RateLimiter {
  const state = shared();
  const key = `${config.rateLimit.max}/${config.rateLimit.windowSeconds}`;
  if (state.limiter?.key !== key) {
    state.limiter = {
      key,
      limiter: createRateLimiter({ max: config.rateLimit.max, windowMs: config.rateLimit.windowSeconds * 1000 }),
    };
  }
  return state.limiter.limiter;
}

/** The ceiling on accepted leads from all clients together, shared like the per-client limiter. */
function sharedGlobalLimiter(config: LeadConfig): RateLimiter {
  const state = shared();
  const key = `${config.globalLimit}/${config.rateLimit.windowSeconds}`;
  if (state.globalLimiter?.key !== key) {
    state.globalLimiter = {
      key,
      limiter: createRateLimiter({
        max: config.globalLimit,
        windowMs: config.rateLimit.windowSeconds * 1000,
        maxKeys: 1,
      }),
    };
  }
  return state.globalLimiter.limiter;
}

/** Logs `line` the first time `topic` comes up in this server process. */
function logOnce(topic: string, line: string, log: (line: string) => void) {
  const state = shared();
  state.reported ??= new Set();
  if (state.reported.has(topic)) return;
  state.reported.add(topic);
  log(line);
}

/** Logs each configuration problem once per process, not once per lead. */
function reportOnce(problems: string[], log: (line: string) => void) {
  for (const problem of problems) logOnce(`config:${problem}`, `leads: configuration: ${problem}`, log);
}

export function createLeadHandlerDeps(
  dealer: DealerInfo,
  {
    env = runtimeEnv(),
    cwd = process.cwd(),
    log = (line: string) => console.info(line),
    inventory,
  }: { env?: Env; cwd?: string; log?: (line: string) => void; inventory: LeadInventory },
): LeadHandlerDeps {
  const { config, problems } = readLeadConfig(env, defaultLeadFrom(dealer), cwd);
  reportOnce(problems, log);
  return {
    config,
    dealer,
    limiter: sharedRateLimiter(config),
    globalLimiter: sharedGlobalLimiter(config),
    mailer: config.smtp ? createSmtpMailer(config.smtp) : undefined,
    inventory,
    now: () => new Date(),
    newId: (now) => newLeadId(now),
    log,
    logOnce: (topic, line) => logOnce(topic, line, log),
    clearOnce: (topic) => void shared().reported?.delete(topic),
  };
}
