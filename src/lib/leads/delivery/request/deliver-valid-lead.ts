// A valid lead's way out: past the flood gate, into a message, e-mailed or saved, and the answer to the visitor.
import { isCreditLeadWithVehicle, isVehicleLead, type Lead } from "../../lead-schema";
import { withTradeInStock } from "../../trade-in-stock";
import { networkOf } from "../../../server-kit/request/client-key";
import { deliverLead, describeDelivery, type DeliveryOptions, type DeliveryResult } from "../mail/deliver-lead";
import type { LeadHandlerDeps } from "./lead-http";
import type { HttpResponse } from "../../../server-kit/request/http";
import type { LeadForm } from "./lead-form";
import { buildLeadMessage, type LeadMessage } from "../outbox/lead-message";
import { loadLeads } from "../outbox/lead-outbox";
import { responseMessage } from "./response-messages";
import { leadLotId, lotVendor, routeSettingOf, type LeadLot } from "../../lead-lots";

// A flood from many addresses (a botnet, or one attacker's many IPv6 networks) passes every per-client
// limit. Past this ceiling a lead is held in the outbox for a person, not e-mailed and not refused: the
// visitor gets the thank-you, and an attacker cannot shut the real customers out.
function heldByFloodGate({ deps, client }: LeadForm): DeliveryOptions["hold"] {
  const { config } = deps;
  const network = networkOf(client.key);
  const hold = deps.floodGate.admit(network) === "hold";
  if (hold) {
    deps.logOnce(
      "global-ceiling",
      `leads: more than ${config.globalLimit} leads from all visitors within ${config.rateLimit.windowSeconds} s (LEAD_GLOBAL_LIMIT), ` +
        "or more than LEAD_RATE_LIMIT from one network: new leads are held in the outbox, not e-mailed; review them with npm run leads:review. " +
        "Logged once until leads are e-mailed again.",
    );
  } else deps.clearOnce("global-ceiling");
  return hold ? { network, maxHeld: config.outboxMaxHeld } : undefined;
}

/** The lead's message, and the group's lot it is for (its vehicle's, or the one chosen on the contact form). */
function messageFor(
  { deps, request, returnTo }: LeadForm,
  parsed: Lead,
  now: Date,
): { message: LeadMessage; lot?: LeadLot } {
  const lead = withTradeInStock(parsed, request.headers.referer);
  const vehicle =
    isVehicleLead(lead) || isCreditLeadWithVehicle(lead)
      ? deps.inventory.find(lead.stockNumber, lead.vin)
      : lead.formType === "trade-in" && lead.stockNumber
        ? deps.inventory.findStock(lead.stockNumber)
        : undefined;
  const lotId = leadLotId(vehicle, lead.formType === "contact" ? lead.location : undefined);
  const lot = lotId === undefined ? undefined : deps.inventory.findLot(lotId);
  const message = buildLeadMessage(lead, {
    id: deps.newId(now),
    requestDate: now,
    dealer: deps.dealer,
    ...(lot ? { vendor: lotVendor(lot), location: lot.id } : {}),
    siteUrl: deps.config.siteUrl,
    pagePath: returnTo,
    vehicle,
  });
  return { message, lot };
}

async function logDelivery(deps: LeadHandlerDeps, message: LeadMessage, result: DeliveryResult): Promise<void> {
  const { config } = deps;
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
    if (result.dropped > 0) {
      deps.floodGate.noteDropped(result.dropped);
      deps.logOnce(
        "held-full",
        `leads: ${config.outboxMaxHeld} leads are held for review (LEAD_OUTBOX_MAX_HELD): for each new one, the oldest held lead ` +
          "of the network that sent the most is deleted. Logged once until the held leads are reviewed.",
      );
    } else deps.clearOnce("held-full");
    if (deps.floodGate.shouldAlert()) await alertStaff(deps);
  } else {
    deps.log(`leads: ${describeDelivery(message, result)}`);
    if (result.status === "queued" || (result.status === "partly-sent" && result.file)) deps.clearOnce("outbox-full");
  }
}

/** E-mails or saves the lead and answers the visitor: the thank-you, or a 503 when it could go nowhere. */
export async function deliverValidLead(form: LeadForm, lead: Lead, now: Date): Promise<HttpResponse> {
  const { deps } = form;
  const hold = heldByFloodGate(form);
  const { message, lot } = messageFor(form, lead, now);
  const smtp = deps.config.smtp;
  if (lot && smtp && !(routeSettingOf(lot.id) in smtp.routes))
    deps.logOnce(`route:${lot.id}`, `leads: lot ${lot.id} has no ${routeSettingOf(lot.id)}: its leads go to LEAD_TO`);
  const result = await deliverLead(message, {
    mailer: deps.mailer,
    outbox: deps.outbox,
    outboxLimits: deps.config.outboxLimits,
    hold,
    now: deps.now,
  });
  await logDelivery(deps, message, result);
  // The lot's own line when the lead was for one: the shopper calls the people who have the car.
  const phone = lot?.phone ?? deps.dealer.phone;
  if (result.status === "failed")
    return form.answer("unavailable", 503, {
      error: responseMessage("unavailable", form.locale, { phone }),
      phone,
    });
  return form.answer("sent", 200, { ok: true, id: message.id });
}

/** One e-mail to the staff per window while leads are held, with how many wait for review. */
async function alertStaff(deps: LeadHandlerDeps): Promise<void> {
  if (!deps.notifyStaff || !deps.outbox) return;
  try {
    const outbox = await deps.outbox();
    const held = (await loadLeads(outbox.store)).filter((lead) => "record" in lead && lead.record.held).length;
    const minutes = Math.round(deps.config.rateLimit.windowSeconds / 60);
    const dropped = deps.floodGate.takeDropped();
    const droppedNote =
      dropped > 0
        ? `The held space is full (${deps.config.outboxMaxHeld} leads, LEAD_OUTBOX_MAX_HELD): ${dropped} held lead(s) were deleted ` +
          "to make room since the last alert, each the oldest of the network that had sent the most.\n\n"
        : "";
    await deps.notifyStaff(
      `Website leads held for review: ${held}`,
      `${held} lead(s) from the website are held in the outbox (${outbox.store.label}), not e-mailed: more than ` +
        `${deps.config.globalLimit} leads arrived within ${minutes} minutes (LEAD_GLOBAL_LIMIT), or too many from one network. ` +
        "This is often a flood of fake leads; real customers may be among them. Leads to send are kept apart and never refused for them.\n\n" +
        droppedNote +
        "See them with: npm run leads:review\nSend the real ones with: npm run leads:review -- --release <id> (or --release-all), then npm run leads:send\n" +
        `Drop the rest with: npm run leads:review -- --drop <id> (or --drop-all)\n\nNo other alert is sent for ${minutes} minutes.`,
    );
    deps.log(`leads: alerted the staff: ${held} lead(s) held for review`);
  } catch (error) {
    deps.log(`leads: could not alert the staff about held leads (${(error as { code?: string }).code ?? "ERROR"})`);
  }
}
