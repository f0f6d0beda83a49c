// The lead endpoint's logic, independent of Gatsby's request/response objects so it can be tested
// directly. JSON requests (the forms with JavaScript) get JSON answers; plain form posts (no
// JavaScript) get a 303 redirect back to the page, to a status message named in the URL fragment.
import type { IncomingHttpHeaders } from "node:http";
import type { DealerInfo } from "../adf";
import { FORM_IDS, HONEYPOT_FIELD, LEAD_LIMITS, type FormType } from "../lead-options";
import { asFieldRecord, type FieldErrors } from "../lead-field-rules";
import { isVehicleLead, parseLead } from "../lead-schema";
import type { LeadInventory } from "../lead-vehicle";
import type { RateLimiter } from "../rate-limiter";
import { leadRedirectLocation, safeReturnPath, type LeadOutcome } from "../return-to";
import { withTradeInStock } from "../trade-in-stock";
import { fieldNoticeLocation } from "../field-notice";
import { identifyClient, networkOf } from "./client-key";
import { charset, declaredBytes, mediaType, measuredBodyBytes, type BodyMode } from "./request-body";
import { deliverLead, describeDelivery } from "./deliver-lead";
import type { FloodGate } from "./flood-gate";
import type { LeadConfig } from "./lead-config";
import { buildLeadMessage } from "./lead-message";
import { loadLeads, type LeadOutbox } from "./lead-outbox";
import { checkRequestOrigin, isLoopbackSite } from "./request-origin";
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

type Mode = BodyMode;

const NO_STORE = { "Cache-Control": "no-store" };

const json = (status: number, body: unknown, headers: Record<string, string> = {}): LeadHttpResponse => ({
  status,
  headers: { ...NO_STORE, ...headers },
  json: body,
});

const redirect = (location: string, headers: Record<string, string> = {}): LeadHttpResponse => ({
  status: 303,
  headers: { ...NO_STORE, ...headers, Location: location },
});

// Object.hasOwn, not `in`: "toString" or "__proto__" must not find Object.prototype's members.
const formIdFor = (formType: unknown) =>
  typeof formType === "string" && Object.hasOwn(FORM_IDS, formType) ? FORM_IDS[formType as FormType] : "lead-form";

export async function handleLeadRequest(request: LeadHttpRequest, deps: LeadHandlerDeps): Promise<LeadHttpResponse> {
  const { dealer, config } = deps;
  const callUs = `Please call us at ${dealer.phone}.`;

  if ((request.method ?? "").toUpperCase() !== "POST") {
    return json(405, { error: "This address only accepts leads sent with POST." }, { Allow: "POST" });
  }

  const type = mediaType(request.headers["content-type"]);
  const mode: Mode | undefined =
    type === "application/json" ? "json" : type === "application/x-www-form-urlencoded" ? "form" : undefined;
  const declaredCharset = charset(request.headers["content-type"]);
  if (!mode || (declaredCharset !== undefined && declaredCharset !== "utf-8" && declaredCharset !== "utf8")) {
    return json(
      415,
      { error: "Send the form as UTF-8 application/json or application/x-www-form-urlencoded." },
      {
        "Accept-Post": "application/json, application/x-www-form-urlencoded",
      },
    );
  }

  const declared = declaredBytes(request.headers);
  if (
    (declared !== undefined && declared > LEAD_LIMITS.bodyBytes) ||
    measuredBodyBytes(request.body, mode) > LEAD_LIMITS.bodyBytes
  ) {
    return json(413, { error: `The form is too large: send at most ${LEAD_LIMITS.bodyBytes / 1024} KB.` });
  }

  // Leads only come from this site's pages (request-origin.ts: Sec-Fetch-Site, then Origin, then Referer).
  const origin = checkRequestOrigin(request.headers, {
    siteUrl: config.siteUrl,
    allowLoopback: config.nodeEnv === "development" || isLoopbackSite(config.siteUrl),
  });
  if (!origin.allowed) {
    deps.log(`leads: refused a cross-site request (403): ${origin.reason}`);
    return json(403, { error: "Leads can only be sent from this website's forms." });
  }

  const fields = asFieldRecord(request.body);
  if (!fields) return json(400, { error: "Send the form's fields as a JSON object or a URL-encoded form." });

  const formId = formIdFor(fields.formType);
  const returnTo = safeReturnPath(fields.returnTo);
  const answer = (outcome: LeadOutcome, status: number, body: unknown, headers: Record<string, string> = {}) =>
    mode === "form" ? redirect(leadRedirectLocation(returnTo, formId, outcome), headers) : json(status, body, headers);

  const client = identifyClient({
    remoteAddress: request.remoteAddress,
    forwardedFor: request.headers["x-forwarded-for"],
    trustedProxyHops: config.trustedProxyHops,
    trustedProxies: config.trustedProxies,
  });
  if (config.nodeEnv === "production" && client.kind !== "public") {
    deps.logOnce(
      "client-address",
      `leads: configuration: a lead came from ${client.kind === "unknown" ? "no client address (the host gives the function no socket)" : `a ${client.kind} address`}, ` +
        "which is a proxy's, not a visitor's: if every request looks like this, all visitors share one rate limit. " +
        "Behind a proxy or CDN set LEAD_TRUST_PROXY_HOPS and LEAD_TRUSTED_PROXIES (docs/leads-and-deployment.md#leads).",
    );
  }
  const decision = deps.limiter.hit(client.key);
  if (!decision.allowed) {
    deps.log("leads: refused, too many requests from one client (429)");
    const minutes = Math.ceil(decision.retryAfterSeconds / 60);
    return answer(
      "limited",
      429,
      {
        error: `Too many messages from your connection. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or call us at ${dealer.phone}.`,
        phone: dealer.phone,
        retryAfterSeconds: decision.retryAfterSeconds,
      },
      { "Retry-After": String(decision.retryAfterSeconds) },
    );
  }

  const honeypot = fields[HONEYPOT_FIELD];
  if (honeypot !== undefined && honeypot !== "") {
    deps.log("leads: refused, the hidden spam-trap field was filled in (400)");
    return answer("error", 400, { error: `Your message could not be sent. ${callUs}`, phone: dealer.phone });
  }

  const now = deps.now();
  const parsed = parseLead(fields, now.toISOString().slice(0, 10));
  if (!parsed.ok) {
    const errors: FieldErrors = parsed.errors;
    deps.log(`leads: refused, ${Object.keys(errors).length} field(s) invalid (422): ${Object.keys(errors).join(", ")}`);
    const fieldNotice =
      mode === "form" &&
      fieldNoticeLocation(fields.formType, errors, { returnTo, formId, referer: request.headers.referer });
    if (fieldNotice) return redirect(fieldNotice);
    return answer("error", 422, { errors });
  }

  const unavailable = () =>
    answer("unavailable", 503, {
      error: `We could not send your message just now. Nothing was sent, and what you typed is still in the form. ${callUs}`,
      phone: dealer.phone,
    });

  // A flood from many addresses (a botnet, or one attacker's many IPv6 networks) passes every per-client
  // limit. Past this ceiling a lead is held in the outbox for a person, not e-mailed and not refused: the
  // visitor gets the thank-you, and an attacker cannot shut the real customers out.
  const hold = deps.floodGate.admit(networkOf(client.key)) === "hold";
  if (hold) {
    deps.logOnce(
      "global-ceiling",
      `leads: more than ${config.globalLimit} leads from all visitors within ${config.rateLimit.windowSeconds} s (LEAD_GLOBAL_LIMIT), ` +
        "or more than LEAD_RATE_LIMIT from one network: new leads are held in the outbox, not e-mailed; review them with npm run leads:review. " +
        "Logged once until leads are e-mailed again.",
    );
  } else deps.clearOnce("global-ceiling");

  const lead = withTradeInStock(parsed.lead, request.headers.referer);
  const vehicle = isVehicleLead(lead)
    ? deps.inventory.find(lead.stockNumber, lead.vin)
    : lead.formType === "trade-in" && lead.stockNumber
      ? deps.inventory.findStock(lead.stockNumber)
      : undefined;
  const message = buildLeadMessage(lead, {
    id: deps.newId(now),
    requestDate: now,
    dealer,
    siteUrl: config.siteUrl,
    pagePath: returnTo,
    vehicle,
  });
  const result = await deliverLead(message, {
    mailer: deps.mailer,
    outbox: deps.outbox,
    outboxLimits: config.outboxLimits,
    hold,
    now: deps.now,
  });
  const outboxFull = "outboxError" in result && result.outboxError === "OUTBOX_FULL";
  if (outboxFull) {
    // Once, not once per lead: a flood would otherwise fill the log as it filled the outbox.
    deps.logOnce(
      "outbox-full",
      `leads: ${describeDelivery(message, result)}. The outbox holds ${config.outboxLimits.maxFiles} files or ${config.outboxLimits.maxBytes} bytes ` +
        "(LEAD_OUTBOX_MAX_FILES, LEAD_OUTBOX_MAX_MB): run npm run leads:send. Further leads that need the outbox get 503; logged once until it takes leads again.",
    );
  } else if (result.status === "held") {
    // No line per held lead (a flood would fill the log): the ceiling's line above, and one alert per window.
    deps.clearOnce("outbox-full");
    if (deps.floodGate.shouldAlert()) await alertStaff(deps);
  } else {
    deps.log(`leads: ${describeDelivery(message, result)}`);
    if (result.status === "queued" || (result.status === "partly-sent" && result.file)) deps.clearOnce("outbox-full");
  }
  if (result.status === "failed") return unavailable();
  return answer("sent", 200, { ok: true, id: message.id });
}

/** One e-mail to the staff per window while leads are held, with how many wait for review. */
async function alertStaff(deps: LeadHandlerDeps): Promise<void> {
  if (!deps.notifyStaff || !deps.outbox) return;
  try {
    const outbox = await deps.outbox();
    const held = (await loadLeads(outbox.store)).filter((lead) => "record" in lead && lead.record.held).length;
    const minutes = Math.round(deps.config.rateLimit.windowSeconds / 60);
    await deps.notifyStaff(
      `Website leads held for review: ${held}`,
      `${held} lead(s) from the website are held in the outbox (${outbox.store.label}), not e-mailed: more than ` +
        `${deps.config.globalLimit} leads arrived within ${minutes} minutes (LEAD_GLOBAL_LIMIT), or too many from one network. ` +
        "This is often a flood of fake leads; real customers may be among them.\n\n" +
        "See them with: npm run leads:review\nSend the real ones with: npm run leads:review -- --release <id> (or --release-all), then npm run leads:send\n" +
        `Drop the rest with: npm run leads:review -- --drop <id> (or --drop-all)\n\nNo other alert is sent for ${minutes} minutes.`,
    );
    deps.log(`leads: alerted the staff: ${held} lead(s) held for review`);
  } catch (error) {
    deps.log(`leads: could not alert the staff about held leads (${(error as { code?: string }).code ?? "ERROR"})`);
  }
}
