// The lead endpoint's logic, independent of Gatsby's request/response objects so it can be tested
// directly. JSON requests (the forms with JavaScript) get JSON answers; plain form posts (no
// JavaScript) get a 303 redirect back to the page, to a status message named in the URL fragment.
// A request passes named guards in order (lead-request-guards.ts, then lead-form-guards.ts); the first
// refusal is the answer. A valid lead is then delivered (deliver-valid-lead.ts).
import type { IncomingHttpHeaders } from "node:http";
import type { DealerInfo } from "../adf";
import type { LeadInventory } from "../lead-vehicle";
import type { RateLimiter } from "../rate-limiter";
import { deliverValidLead } from "./deliver-valid-lead";
import type { FloodGate } from "./flood-gate";
import type { LeadConfig } from "./lead-config";
import { readLeadForm } from "./lead-form";
import { FORM_GUARDS, validLead } from "./lead-form-guards";
import type { LeadOutbox } from "./lead-outbox";
import { REQUEST_GUARDS, bodyModeOf } from "./lead-request-guards";
import { firstRefusal } from "./lead-responses";
import type { LeadMailer } from "./smtp-mailer";

export interface LeadHttpRequest {
  method?: string;
  headers: IncomingHttpHeaders;
  body: unknown;
  remoteAddress?: string;
}

export interface LeadHttpResponse {
  status: number;
  headers: Record<string, string>;
  /** JSON body; absent for redirects. */
  json?: unknown;
}

export interface LeadHandlerDeps {
  config: LeadConfig;
  dealer: DealerInfo;
  /** Per client. */
  limiter: RateLimiter;
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

export async function handleLeadRequest(request: LeadHttpRequest, deps: LeadHandlerDeps): Promise<LeadHttpResponse> {
  const checked = { request, deps, mode: bodyModeOf(request) };
  const refusedRequest = firstRefusal(REQUEST_GUARDS, checked);
  if (refusedRequest) return refusedRequest;
  const form = readLeadForm(checked);
  if ("status" in form) return form;
  const refusedForm = firstRefusal(FORM_GUARDS, form);
  if (refusedForm) return refusedForm;
  const now = deps.now();
  const valid = validLead(form, now);
  if ("status" in valid) return valid;
  return deliverValidLead(form, valid.lead, now);
}
