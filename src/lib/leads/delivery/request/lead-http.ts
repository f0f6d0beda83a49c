// The lead endpoint's request, response and dependencies, independent of any server framework; the handler
// and its guards share them.
import type { DealerInfo } from "../../../server-kit/dealer";
import type { LeadInventory } from "../../lead-vehicle";
import type { RateLimiter } from "../../../server-kit/request/rate-limiter";
import type { FloodGate } from "../../../server-kit/request/flood-gate";
import type { LeadConfig } from "../config/lead-config";
import type { LeadOutbox } from "../outbox/lead-outbox";
import type { LeadMailer } from "../mail/smtp-mailer";

export interface LeadHandlerDeps {
  config: LeadConfig;
  dealer: DealerInfo;
  /** Per client. */
  limiter: RateLimiter;
  /** Per IPv6 /48, on top of the per-client limit (LEAD_NETWORK_RATE_LIMIT). */
  networkLimiter: RateLimiter;
  /** The global ceiling on e-mailed leads; past it leads are held for review. */
  floodGate: FloodGate;
  mailer?: LeadMailer;
  /** Opens the outbox (undefined: LEAD_OUTBOX_URL=off); rejects when it cannot be used. */
  outbox?: () => Promise<LeadOutbox>;
  /** E-mails the staff a note without personal data (undefined without SMTP). */
  notifyStaff?: (subject: string, text: string) => Promise<void>;
  /** The vehicles the site was built with: vehicle facts in a lead come from here, never from the post. */
  inventory: LeadInventory;
  now: () => Date;
  newId: (now: Date) => string;
  log: (line: string) => void;
  /** Logs `line` the first time `topic` comes up in this server process (warnings that would repeat per request). */
  logOnce: (topic: string, line: string) => void;
  /** Ends a logged-once condition, so the next time it comes up it is logged again. */
  clearOnce: (topic: string) => void;
}
