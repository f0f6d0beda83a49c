// Wiring for the running endpoint: settings from the environment, the SMTP mailer, the outbox, lead ids,
// and the rate limits, which outlive a single request.
import { randomBytes } from "node:crypto";
import type { DealerInfo } from "../../../server-kit/dealer";
import type { LeadInventory } from "../../lead-vehicle";
import { createRateLimiter, type RateLimiter } from "../../../server-kit/request/rate-limiter";
import { fileOutboxProblem } from "../../../server-kit/store/file-outbox-safety";
import { createFloodGate, type FloodGate } from "../../../server-kit/request/flood-gate";
import type { LeadHandlerDeps } from "../request/lead-http";
import { readLeadConfig, type Env, type LeadConfig } from "../config/lead-config";
import type { LeadOutbox } from "../outbox/lead-outbox";
import { openOutboxStore } from "../../../server-kit/store/open-outbox-store";
import { runtimeEnv } from "../../../server-kit/store/runtime-env";
import { readKeyring, type OutboxKeyring } from "../../../server-kit/store/outbox-keys";
import type { OutboxStore } from "../../../server-kit/store/outbox-store";
import { createSmtpMailer, sendStaffNotice } from "../mail/smtp-mailer";
import { alertingOnFaults } from "./outbox-fault-alert";

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
  networkLimiter?: { key: string; limiter: RateLimiter };
  floodGate?: { key: string; gate: FloodGate };
  /** The opened store and, for a file: outbox, why production refuses it; per location. */
  stores?: Map<string, Promise<{ store: OutboxStore; refused?: string }>>;
  reported?: Set<string>;
  /** When each outbox last alerted the staff of a fault (outbox-fault-alert.ts). */
  outboxAlerts?: Map<string, number>;
}

// `gatsby serve` re-requires a function's module on every request, which would reset module-level state;
// the limiter therefore lives on globalThis, once per server process.
const SHARED = Symbol.for("dealer-site.leads.shared-state");

function shared(): SharedState {
  const holder = globalThis as typeof globalThis & { [SHARED]?: SharedState };
  holder[SHARED] ??= {};
  return holder[SHARED];
}

function sharedRateLimiter(config: LeadConfig, which: "limiter" | "networkLimiter"): RateLimiter {
  const state = shared();
  const max = which === "limiter" ? config.rateLimit.max : config.networkRateLimit;
  const key = `${max}/${config.rateLimit.windowSeconds}`;
  if (state[which]?.key !== key) {
    state[which] = { key, limiter: createRateLimiter({ max, windowMs: config.rateLimit.windowSeconds * 1000 }) };
  }
  return (state[which] as { limiter: RateLimiter }).limiter;
}

/** The global ceiling (flood-gate.ts), shared like the per-client limiter. */
function sharedFloodGate(config: LeadConfig): FloodGate {
  const state = shared();
  const key = `${config.globalLimit}/${config.rateLimit.max}/${config.rateLimit.windowSeconds}`;
  if (state.floodGate?.key !== key) {
    state.floodGate = {
      key,
      gate: createFloodGate({
        globalLimit: config.globalLimit,
        perNetwork: config.rateLimit.max,
        windowMs: config.rateLimit.windowSeconds * 1000,
      }),
    };
  }
  return state.floodGate.gate;
}

/** The outbox, opened on first use and then kept; rejects with OUTBOX_REFUSED when production refuses it. */
function sharedOutbox(
  config: LeadConfig,
  env: Env,
  keyring: OutboxKeyring,
  log: (line: string) => void,
  notify?: (subject: string, text: string) => Promise<void>,
): (() => Promise<LeadOutbox>) | undefined {
  const location = config.outbox;
  if (!location) return undefined;
  return async () => {
    const state = shared();
    state.stores ??= new Map();
    const key = `${JSON.stringify(location)} ${config.nodeEnv}`;
    let opened = state.stores.get(key);
    if (!opened) {
      opened = (async () => ({
        store: alertingOnFaults(openOutboxStore(location, env), {
          lastAlert: (state.outboxAlerts ??= new Map()),
          notify,
          log,
          now: () => Date.now(),
        }),
        refused: location.kind === "file" ? await fileOutboxProblem(location.dir, env) : undefined,
      }))();
      state.stores.set(key, opened);
      // A store that could not even be opened (no credentials) is tried again on the next lead.
      opened.catch(() => state.stores?.delete(key));
    }
    const { store, refused } = await opened;
    if (refused) {
      logOnce(`outbox-refused:${key}`, refused, log);
      throw Object.assign(new Error("the outbox is refused in production"), { code: "OUTBOX_REFUSED" });
    }
    return { store, keyring };
  };
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
  const keyring = readKeyring(env, problems);
  if (config.nodeEnv === "production" && config.outbox && !keyring.current)
    problems.push(
      "LEAD_OUTBOX_KEY is not set: leads waiting in the outbox are stored unencrypted (openssl rand -base64 32 makes one).",
    );
  reportOnce(problems, log);
  const smtp = config.smtp;
  const notifyStaff = smtp ? (subject: string, text: string) => sendStaffNotice(smtp, subject, text) : undefined;
  return {
    config,
    dealer,
    limiter: sharedRateLimiter(config, "limiter"),
    networkLimiter: sharedRateLimiter(config, "networkLimiter"),
    floodGate: sharedFloodGate(config),
    mailer: smtp ? createSmtpMailer(smtp) : undefined,
    outbox: sharedOutbox(config, env, keyring, log, notifyStaff),
    notifyStaff,
    inventory,
    now: () => new Date(),
    newId: (now) => newLeadId(now),
    log,
    logOnce: (topic, line) => logOnce(topic, line, log),
    clearOnce: (topic) => void shared().reported?.delete(topic),
  };
}
