// Delivery policy: e-mail when SMTP is configured; when it is not, or the SMTP server refuses or cannot be
// reached, the lead is saved to the outbox for `npm run leads:send`; past the global ceiling it is saved
// held, for a person to review. Only when that fails too is the visitor told to call, so a lead is never
// dropped without anyone knowing.
import { saveLead, type LeadOutbox } from "./lead-outbox";
import type { LeadMessage } from "./lead-message";
import type { OutboxLimits } from "./outbox-store";
import { describeSmtpError, type LeadMailer, type SendResult } from "./smtp-mailer";

export type DeliveryResult =
  | { status: "sent" }
  /** Some recipients took it, others refused it: kept in the outbox for those (or not, when that failed too). */
  | { status: "partly-sent"; recipients: number; refused: number; refusal: string; file?: string; outboxError?: string }
  | { status: "queued"; file: string; smtpError?: string }
  /** Past the global ceiling: saved for a person to review, not e-mailed. */
  | { status: "held"; file: string }
  | { status: "failed"; smtpError?: string; outboxError?: string };

export interface DeliveryOptions {
  mailer?: LeadMailer;
  /**
   * Opens the outbox when a lead needs it (undefined: the outbox is off). It rejects when the outbox cannot
   * be used (refused in production, a store without credentials), which counts as a failed save.
   */
  outbox?: () => Promise<LeadOutbox>;
  /** The outbox's cap (files and bytes); past it a lead that needs the outbox is not delivered. */
  outboxLimits?: OutboxLimits;
  /** Save the lead held for review instead of e-mailing it (the global ceiling was passed). */
  hold?: boolean;
  now?: () => Date;
}

const errorCode = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : "ERROR";
};

export async function deliverLead(
  message: LeadMessage,
  { mailer, outbox, outboxLimits, hold = false, now = () => new Date() }: DeliveryOptions,
): Promise<DeliveryResult> {
  const save = async (deliveredTo: string[] = []) =>
    saveLead(await (outbox as () => Promise<LeadOutbox>)(), message, {
      now: now(),
      deliveredTo,
      held: hold,
      limits: outboxLimits,
    });
  if (hold) {
    if (!outbox) return { status: "failed", outboxError: "OUTBOX_OFF" };
    try {
      return { status: "held", file: await save() };
    } catch (error) {
      return { status: "failed", outboxError: errorCode(error) };
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
        recipients: mailer.recipients.length,
        refused: result.rejected.length,
        refusal: result.rejectedCodes,
      } as const;
      if (!outbox) return { ...partly, outboxError: "OUTBOX_OFF" };
      try {
        return { ...partly, file: await save(result.accepted) };
      } catch (error) {
        return { ...partly, outboxError: errorCode(error) };
      }
    }
  }
  if (!outbox) return { status: "failed", smtpError, outboxError: "OUTBOX_OFF" };
  try {
    return { status: "queued", file: await save(), smtpError };
  } catch (error) {
    return { status: "failed", smtpError, outboxError: errorCode(error) };
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
      : `${sent} and it could NOT be saved for them (outbox ${result.outboxError})`;
  }
  if (result.status === "held") return `${lead} held in the outbox for review (past LEAD_GLOBAL_LIMIT)`;
  if (result.status === "queued") {
    return `${lead} saved to the outbox${result.smtpError ? ` after SMTP failed (${result.smtpError})` : ""}`;
  }
  const reasons = [result.smtpError && `SMTP ${result.smtpError}`, result.outboxError && `outbox ${result.outboxError}`]
    .filter(Boolean)
    .join(", ");
  return `${lead} NOT delivered (${reasons}); the visitor was asked to call`;
}
