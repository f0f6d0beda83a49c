// Wiring for the running alert endpoint: settings from the environment, the store, the mailer, and the limits,
// which outlive one request (kept on globalThis: `gatsby serve` loads a function's module again for every call).
// The limits are the lead endpoint's numbers (LEAD_RATE_LIMIT ...) in counters of their own: asking for alerts
// takes nothing from a shopper's leads.
import type { BadgeLabelSettings } from "../../content/site-badge-labels";
import type { DealerInfo } from "../../server-kit/dealer";
import { createFloodGate, type FloodGate } from "../../server-kit/request/flood-gate";
import { runtimeEnv } from "../../server-kit/store/runtime-env";
import type { Env } from "../../server-kit/store/outbox-location";
import { createRateLimiter, type RateLimiter } from "../../server-kit/request/rate-limiter";
import type { AlertInventory } from "../alert-vehicle";
import { readAlertConfig, type AlertConfig } from "./alert-config";
import type { AlertDeps } from "./alert-http";
import { openAlertKv } from "./alert-kv";
import { createAlertMailer } from "./alert-mailer";
import { createAlertStore, type AlertStore } from "./alert-store";
import { takeRequests } from "./take-requests";

interface Shared {
  limits?: { key: string; limiter: RateLimiter; networkLimiter: RateLimiter; floodGate: FloodGate };
  reported?: Set<string>;
  /** The run of take-requests.ts under way in this process, and whether a request came while it ran. */
  taking?: Promise<void>;
  again?: boolean;
}

const SHARED = Symbol.for("dealer-site.alerts.shared-state");

function shared(): Shared {
  const holder = globalThis as typeof globalThis & { [SHARED]?: Shared };
  holder[SHARED] ??= {};
  return holder[SHARED];
}

function limitsFor({ server }: AlertConfig): NonNullable<Shared["limits"]> {
  const state = shared();
  const windowMs = server.rateLimit.windowSeconds * 1000;
  const key = `${server.rateLimit.max}/${server.networkRateLimit}/${server.globalLimit}/${windowMs}`;
  if (state.limits?.key !== key)
    state.limits = {
      key,
      limiter: createRateLimiter({ max: server.rateLimit.max, windowMs }),
      networkLimiter: createRateLimiter({ max: server.networkRateLimit, windowMs }),
      floodGate: createFloodGate({ globalLimit: server.globalLimit, perNetwork: server.rateLimit.max, windowMs }),
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
  if (!config.server.outbox || !config.keyring.current) return undefined;
  return createAlertStore(openAlertKv(config.server.outbox, env), config.keyring);
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
    site: { ...site, siteUrl: config.server.siteUrl },
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

/** How long a run that found another server's run under way waits before it looks once more. */
const BUSY_RETRY_MS = 3_000;

/**
 * Works through the queued subscribe requests once an answer is sent: one run at a time in this process (a request
 * that comes meanwhile makes it look again), under the store's lock across servers. Never rejects: a failure is
 * logged, and the requests wait for the next run (or `alerts:send`).
 */
export function takeRequestsAfterAnswer(
  deps: AlertDeps,
  wait = (ms: number) => new Promise((r) => setTimeout(r, ms)),
): Promise<void> {
  const state = shared();
  const { store, mailer } = deps;
  if (!store || !mailer) return Promise.resolve();
  if (state.taking) {
    state.again = true;
    return state.taking;
  }
  state.taking = (async () => {
    try {
      let busyRetried = false;
      do {
        state.again = false;
        const outcome = await takeRequests({ store, mailer, site: deps.site, now: deps.now(), log: deps.log });
        if (outcome === "busy" && !busyRetried) {
          // Two servers that took the lock at the same moment can both stand back: one more look after a pause.
          busyRetried = true;
          await wait(BUSY_RETRY_MS);
          state.again = true;
        }
      } while (state.again);
    } catch (error) {
      deps.log(
        `alerts: the queued requests could not be taken (${(error as { code?: string }).code ?? "Error"}); the next run tries again`,
      );
    } finally {
      state.taking = undefined;
    }
  })();
  return state.taking;
}
