// The alert endpoint's request, answer and dependencies, apart from any server framework (as lead-http.ts is for
// leads): src/api/alerts.ts adapts Gatsby's objects, the tests call the handler directly.
import type { IncomingHttpHeaders } from "node:http";
import type { FloodGate } from "../../server-kit/request/flood-gate";
import type { HttpResponse } from "../../server-kit/request/http";
import type { RateLimiter } from "../../server-kit/request/rate-limiter";
import type { AlertInventory } from "../alert-vehicle";
import type { AlertConfig } from "./alert-config";
import type { AlertMailer } from "./alert-mailer";
import type { AlertStore } from "./alert-store";
import type { AlertSite } from "./confirmations";

export interface AlertHttpRequest {
  method?: string;
  headers: IncomingHttpHeaders;
  body: unknown;
  /** The address's query (`?unsubscribe=<token>` for the one-click unsubscribe). */
  query: Record<string, unknown>;
  remoteAddress?: string;
}

export type AlertHttpResponse = HttpResponse & {
  /** A subscribe request was queued: the caller works through the queue once the answer is sent (take-requests.ts). */
  queued?: boolean;
};

export interface AlertDeps {
  config: AlertConfig;
  site: AlertSite;
  /** The inventory the function was built with, and whether that build offers alerts; read on first use. */
  inventory: () => AlertInventory;
  /** The alerts' store; undefined when the outbox is off or LEAD_OUTBOX_KEY is not set. */
  store?: AlertStore;
  /** Undefined without LEAD_SMTP_URL. */
  mailer?: AlertMailer;
  limiter: RateLimiter;
  networkLimiter: RateLimiter;
  /** The ceiling on confirmation e-mails from everyone together, grouped by network. */
  floodGate: FloodGate;
  now: () => Date;
  log: (line: string) => void;
  logOnce: (topic: string, line: string) => void;
}
