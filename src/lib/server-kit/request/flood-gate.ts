// The global ceiling on e-mailed leads. A flood from many addresses passes every per-client limit; past
// this ceiling a lead is not refused (an attacker could otherwise shut every customer out) but held in the
// outbox for a person to review. Clients are grouped by network (/24, /48), and one network's leads count
// toward the ceiling only up to the per-client limit, so one attacker's many addresses fill little of it.
import { createRateLimiter } from "./rate-limiter";

export interface FloodGateOptions {
  /** Leads e-mailed per window from everyone together (LEAD_GLOBAL_LIMIT). */
  globalLimit: number;
  /** Leads e-mailed per window from one network (LEAD_RATE_LIMIT). */
  perNetwork: number;
  windowMs: number;
  now?: () => number;
}

export interface FloodGate {
  /** `send` (and counted) or `hold` (not counted: held leads cost no e-mail). */
  admit(network: string): "send" | "hold";
  /** True at most once per window: whether this held lead should tell the staff. */
  shouldAlert(): boolean;
  /** Counts held leads deleted to make room (held-space.ts), for the next alert. */
  noteDropped(count: number): void;
  /** The held leads deleted since the last call. */
  takeDropped(): number;
}

export function createFloodGate({ globalLimit, perNetwork, windowMs, now = Date.now }: FloodGateOptions): FloodGate {
  const everyone = createRateLimiter({ max: globalLimit, windowMs, now, maxKeys: 1 });
  const networks = createRateLimiter({ max: perNetwork, windowMs, now });
  let alertedAt: number | undefined;
  let dropped = 0;
  return {
    noteDropped(count) {
      dropped += count;
    },
    takeDropped() {
      const count = dropped;
      dropped = 0;
      return count;
    },
    admit(network) {
      if (!networks.peek(network).allowed || !everyone.peek("all").allowed) return "hold";
      networks.hit(network);
      everyone.hit("all");
      return "send";
    },
    shouldAlert() {
      const time = now();
      if (alertedAt !== undefined && time - alertedAt < windowMs) return false;
      alertedAt = time;
      return true;
    },
  };
}
