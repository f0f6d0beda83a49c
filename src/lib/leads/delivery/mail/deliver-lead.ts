// Delivery policy: e-mail when SMTP is configured; when it is not, or the SMTP server refuses or cannot be
// reached, the lead is saved to the outbox for `npm run leads:send`; past the global ceiling it is saved
// held, for a person to review. Only when that fails too is the visitor told to call, so a lead is never
// dropped without anyone knowing.
import { saveHeldLead } from "../outbox/held-space";
import { saveLead, type LeadOutbox } from "../outbox/lead-outbox";
import type { LeadMessage } from "../outbox/lead-message";
import type { OutboxLimits } from "../../../server-kit/store/outbox-store";
import { type LeadMailer, type SendResult } from "./smtp-mailer";
import { describeSmtpError } from "../../../server-kit/mail/smtp-transport";

export type DeliveryResult =
  | { status: "sent" }
  /** Some recipients took it, others refused it: kept in the outbox for those (or not, when that failed too). */
  | {
      status: "partly-sent";
      recipients: number;
      refused: number;
      refusal: string;
      file?: string;
      outboxError?: string;
      outboxDetail?: string;
    }
  | { status: "queued"; file: string; smtpError?: string }
  /** Past the global ceiling: saved for a person to review, not e-mailed; `dropped` held leads made room for it. */
  | { status: "held"; file: string; dropped: number }
  | { status: "failed"; smtpError?: string; outboxError?: string; outboxDetail?: string };

export interface DeliveryOptions {
  mailer?: LeadMailer;
  /**
   * Opens the outbox when a lead needs it (undefined: the outbox is off). It rejects when the outbox cannot
   * be used (refused in production, a store without credentials), which counts as a failed save.
   */
  outbox?: () => Promise<LeadOutbox>;
  /** The outbox's cap (files and bytes); past it a lead that needs the outbox is not delivered. */
  outboxLimits?: OutboxLimits;
  /**
   * Save the lead held for review instead of e-mailing it (the global ceiling was passed), in the held space:
   * at most `maxHeld` held leads, the busiest `network`'s oldest dropped first (held-space.ts).
   */
  hold?: { network: string; maxHeld: number };
  now?: () => Date;
  /** The whole delivery's time, SMTP and outbox (DELIVERY_DEADLINE_MS; tests give a short one). */
  deadlineMs?: number;
}

/**
 * The shopper is answered within this, whatever the SMTP server and the store do: under the 30 s nginx waits for
 * an answer (proxy_read_timeout in deploy/nginx/dealer-site.conf), past which the shopper would get nginx's 504
 * instead of the 503 with the phone number. SMTP gives up after 20 s (smtp-transport.ts); the outbox then has what
 * is left, and at least OUTBOX_MIN_MS: an S3 client alone may try twice for 10 s each on a store that hangs.
 */
const DELIVERY_DEADLINE_MS = 25_000;
const OUTBOX_MIN_MS = 3_000;

/** A save that did not finish in time: the shopper is told to call. It may still land, and is then sent as any other. */
class OutboxTimeoutError extends Error {
  readonly code = "OUTBOX_TIMEOUT";
}

function withinDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new OutboxTimeoutError(`the store did not answer within ${(ms / 1000).toFixed(1)} s`)),
      ms,
    );
  });
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}

/**
 * Why the outbox failed, for the log: a code to act on (OUTBOX_FULL, OUTBOX_CONFIG, EACCES, the store's
 * error name) and the error's own message on one line. Store errors name buckets, keys and folders, never
 * what a visitor typed, which reaches a store only sealed or as the body of a write.
 * @internal exported for its unit tests
 */
export function outboxFailure(error: unknown): { outboxError: string; outboxDetail?: string } {
  const { code, name, message } = (error ?? {}) as { code?: unknown; name?: unknown; message?: unknown };
  const outboxError =
    typeof code === "string" && code ? code : typeof name === "string" && name && name !== "Error" ? name : "ERROR";
  const text = typeof message === "string" ? message.replace(/\s+/g, " ").trim() : "";
  // Node's file errors start with their code ("ENOTDIR: not a directory, ..."): said once.
  const detail = (text.startsWith(`${outboxError}: `) ? text.slice(outboxError.length + 2) : text).slice(0, 200);
  return detail ? { outboxError, outboxDetail: detail } : { outboxError };
}

export async function deliverLead(
  message: LeadMessage,
  { mailer, outbox, outboxLimits, hold, now = () => new Date(), deadlineMs = DELIVERY_DEADLINE_MS }: DeliveryOptions,
): Promise<DeliveryResult> {
  const started = performance.now();
  const inTime = <T>(work: () => Promise<T>) =>
    withinDeadline(work(), Math.max(OUTBOX_MIN_MS, deadlineMs - (performance.now() - started)));
  const save = (deliveredTo: string[] = []) =>
    inTime(async () =>
      saveLead(await (outbox as () => Promise<LeadOutbox>)(), message, {
        now: now(),
        deliveredTo,
        limits: outboxLimits,
      }),
    );
  if (hold) {
    if (!outbox) return { status: "failed", outboxError: "OUTBOX_OFF" };
    try {
      const saved = await inTime(async () => saveHeldLead(await outbox(), message, { now: now(), ...hold }));
      return { status: "held", file: saved.name, dropped: saved.dropped };
    } catch (error) {
      return { status: "failed", ...outboxFailure(error) };
    }
  }
  let smtpError: string | undefined;
  if (mailer) {
    let result: SendResult | undefined;
    try {
      result = await mailer.send(message);
    } catch (error) {
      smtpError = describeSmtpError(error);
    }
    if (result && result.rejected.length === 0) return { status: "sent" };
    if (result) {
      // Delivered to some, not to all: a refused CRM address must not lose the lead for the CRM.
      const partly = {
        status: "partly-sent",
        recipients: mailer.recipientsFor(message.location).length,
        refused: result.rejected.length,
        refusal: result.rejectedCodes,
      } as const;
      if (!outbox) return { ...partly, outboxError: "OUTBOX_OFF" };
      try {
        return { ...partly, file: await save(result.accepted) };
      } catch (error) {
        return { ...partly, ...outboxFailure(error) };
      }
    }
  }
  if (!outbox) return { status: "failed", smtpError, outboxError: "OUTBOX_OFF" };
  try {
    return { status: "queued", file: await save(), smtpError };
  } catch (error) {
    return { status: "failed", smtpError, ...outboxFailure(error) };
  }
}

/** One log line about a delivery: the lead id, its type and what happened; no personal data. */
export function describeDelivery(message: Pick<LeadMessage, "id" | "formType">, result: DeliveryResult): string {
  const lead = `lead ${message.id} (${message.formType})`;
  if (result.status === "sent") return `${lead} sent by e-mail`;
  if (result.status === "partly-sent") {
    const sent = `${lead} sent by e-mail to ${result.recipients - result.refused} of ${result.recipients} recipients; ${result.refused} refused it (${result.refusal})`;
    return result.file
      ? `${sent}: saved to the outbox for them`
      : `${sent} and it could NOT be saved for them (${outboxReason(result)})`;
  }
  if (result.status === "held")
    return `${lead} held in the outbox for review (past LEAD_GLOBAL_LIMIT)${result.dropped > 0 ? `; ${result.dropped} older held lead(s) of the busiest network dropped to make room` : ""}`;
  if (result.status === "queued") {
    return `${lead} saved to the outbox${result.smtpError ? ` after SMTP failed (${result.smtpError})` : ""}`;
  }
  const reasons = [result.smtpError && `SMTP ${result.smtpError}`, result.outboxError && outboxReason(result)]
    .filter(Boolean)
    .join(", ");
  return `${lead} NOT delivered (${reasons}); the visitor was asked to call`;
}

const outboxReason = ({ outboxError, outboxDetail }: { outboxError?: string; outboxDetail?: string }) =>
  `outbox ${outboxError}${outboxDetail ? `: ${outboxDetail}` : ""}`;
