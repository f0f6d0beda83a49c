// Delivery policy: e-mail when SMTP is configured; when it is not, or the SMTP server refuses or cannot be
// reached, the lead is saved to the outbox for `npm run leads:send`. Only when both fail is the visitor
// told to call, so a lead is never dropped without anyone knowing.
import type { LeadMessage } from "./lead-message";
import { saveToOutbox } from "./outbox";
import { describeSmtpError, type LeadMailer } from "./smtp-mailer";

export type DeliveryResult =
  | { status: "sent" }
  | { status: "queued"; file: string; smtpError?: string }
  | { status: "failed"; smtpError?: string; outboxError?: string };

export interface DeliveryOptions {
  mailer?: LeadMailer;
  outboxDir?: string;
  now?: () => Date;
}

const errorCode = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : "ERROR";
};

export async function deliverLead(message: LeadMessage, { mailer, outboxDir, now = () => new Date() }: DeliveryOptions): Promise<DeliveryResult> {
  let smtpError: string | undefined;
  if (mailer) {
    try {
      await mailer.send(message);
      return { status: "sent" };
    } catch (error) {
      smtpError = describeSmtpError(error);
    }
  }
  if (!outboxDir) return { status: "failed", smtpError, outboxError: "OUTBOX_OFF" };
  try {
    const file = await saveToOutbox(outboxDir, message, now());
    return { status: "queued", file, smtpError };
  } catch (error) {
    return { status: "failed", smtpError, outboxError: errorCode(error) };
  }
}

/** One log line about a delivery: the lead id, its type and what happened; no personal data. */
export function describeDelivery(message: Pick<LeadMessage, "id" | "formType">, result: DeliveryResult): string {
  const lead = `lead ${message.id} (${message.formType})`;
  if (result.status === "sent") return `${lead} sent by e-mail`;
  if (result.status === "queued") {
    return `${lead} saved to the outbox${result.smtpError ? ` after SMTP failed (${result.smtpError})` : ""}`;
  }
  const reasons = [result.smtpError && `SMTP ${result.smtpError}`, result.outboxError && `outbox ${result.outboxError}`].filter(Boolean).join(", ");
  return `${lead} NOT delivered (${reasons}); the visitor was asked to call`;
}
