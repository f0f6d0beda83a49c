// Wiring for the running alert endpoint: settings from the environment, the store, the mailer, and the limits,
// which outlive one request (kept on globalThis: `gatsby serve` loads a function's module again for every call).
// The limits are the lead endpoint's numbers (LEAD_RATE_LIMIT ...) in counters of their own: asking for alerts
// takes nothing from a shopper's leads.
import type { BadgeLabelSettings } from "../../content/site-badge-labels";
import type { DealerInfo } from "../../leads/adf";
import { createFloodGate, type FloodGate } from "../../leads/delivery/request/flood-gate";
import { runtimeEnv } from "../../leads/delivery/store/runtime-env";
import type { Env } from "../../leads/delivery/store/outbox-location";
import { createRateLimiter, type RateLimiter } from "../../leads/rate-limiter";
import type { AlertInventory } from "../alert-vehicle";
import { readAlertConfig, type AlertConfig } from "./alert-config";
import type { AlertDeps } from "./alert-http";
import { openAlertKv } from "./alert-kv";
import { createAlertMailer } from "./alert-mailer";
import { createAlertStore, type AlertStore } from "./alert-store";

interface Shared {
  limits?: { key: string; limiter: RateLimiter; networkLimiter: RateLimiter; floodGate: FloodGate };
  reported?: Set<string>;
}

const SHARED = Symbol.for("dealer-site.alerts.shared-state");

function shared(): Shared {
  const holder = globalThis as typeof globalThis & { [SHARED]?: Shared };
  holder[SHARED] ??= {};
  return holder[SHARED];
}

function limitsFor({ lead }: AlertConfig): NonNullable<Shared["limits"]> {
  const state = shared();
  const windowMs = lead.rateLimit.windowSeconds * 1000;
  const key = `${lead.rateLimit.max}/${lead.networkRateLimit}/${lead.globalLimit}/${windowMs}`;
  if (state.limits?.key !== key)
    state.limits = {
      key,
      limiter: createRateLimiter({ max: lead.rateLimit.max, windowMs }),
      networkLimiter: createRateLimiter({ max: lead.networkRateLimit, windowMs }),
      floodGate: createFloodGate({ globalLimit: lead.globalLimit, perNetwork: lead.rateLimit.max, windowMs }),
    };
  return state.limits;
}

function logOnce(topic: string, line: string, log: (line: string) => void): void {
  const state = shared();
  state.reported ??= new Set();
  if (state.reported.has(topic)) return;
  state.reported.add(topic);
  log(line);
}

/** The store of the configuration, when it can hold alerts (an outbox, and a key to seal them). */
export function alertStoreOf(config: AlertConfig, env: Env): AlertStore | undefined {
  if (!config.lead.outbox || !config.keyring.current) return undefined;
  return createAlertStore(openAlertKv(config.lead.outbox, env), config.keyring);
}

export function createAlertDeps(
  site: { dealer: DealerInfo; badges: BadgeLabelSettings },
  inventory: () => AlertInventory,
  { env = runtimeEnv(), cwd = process.cwd(), log = (line: string) => console.info(line) } = {},
): AlertDeps {
  const config = readAlertConfig(env, site.dealer, cwd);
  const { limiter, networkLimiter, floodGate } = limitsFor(config);
  return {
    config,
    site: { ...site, siteUrl: config.lead.siteUrl },
    inventory,
    store: alertStoreOf(config, env),
    mailer: config.smtp ? createAlertMailer(config.smtp) : undefined,
    limiter,
    networkLimiter,
    floodGate,
    now: () => new Date(),
    log,
    logOnce: (topic, line) => logOnce(topic, line, log),
  };
}
