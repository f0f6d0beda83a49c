// Sends a lead e-mail over SMTP (server-kit/mail/smtp-transport.ts). Short timeouts: a visitor is waiting for the answer,
// and a lead the server does not take in time goes to the outbox instead.
import { recipientsFor, type SmtpSettings } from "../config/lead-config";
import { DEFAULT_SMTP_TIMEOUTS, transportFor, type SmtpTimeouts } from "../../../server-kit/mail/smtp-transport";
import { toMailOptions, type LeadMessage } from "../outbox/lead-message";

export interface SendResult {
  /** Recipients the server accepted. */
  accepted: string[];
  /** Recipients the server refused (a CRM address that no longer exists answers 550): not delivered to them. */
  rejected: string[];
  /** The SMTP status codes of those refusals, for the log: `550`. */
  rejectedCodes: string;
}

export interface LeadMailer {
  /** Where a lead for this lot goes (a group's LEAD_TO_<ID>), or any other lead (LEAD_TO). */
  recipientsFor(location: string | undefined): readonly string[];
  /**
   * Sends to `to` (default: every recipient of the message's lot). Resolves once the server accepted the message
   * for at least one of them, saying which it refused; rejects when it took it for none.
   */
  send(message: LeadMessage, to?: readonly string[]): Promise<SendResult>;
}

const addressOf = (entry: string | { address: string }) => (typeof entry === "string" ? entry : entry.address);

/** A note to the staff (LEAD_TO) from the site itself, such as "leads are being held": no lead, no personal data. */
export async function sendStaffNotice(
  settings: SmtpSettings,
  subject: string,
  text: string,
  timeouts: SmtpTimeouts = DEFAULT_SMTP_TIMEOUTS,
): Promise<void> {
  const transport = transportFor(settings, timeouts);
  try {
    await transport.sendMail({
      from: settings.from,
      to: settings.to,
      subject,
      text,
      signal: AbortSignal.timeout(timeouts.totalMs),
    });
  } finally {
    transport.close();
  }
}

export function createSmtpMailer(settings: SmtpSettings, timeouts: SmtpTimeouts = DEFAULT_SMTP_TIMEOUTS): LeadMailer {
  return {
    recipientsFor: (location) => recipientsFor(settings, location),
    async send(message, to = recipientsFor(settings, message.location)) {
      const transport = transportFor(settings, timeouts);
      try {
        const info = await transport.sendMail({
          ...toMailOptions(message, { ...settings, to: [...to] }),
          signal: AbortSignal.timeout(timeouts.totalMs),
        });
        if (!Array.isArray(info.accepted) || info.accepted.length === 0) {
          throw Object.assign(new Error("no recipient accepted the lead"), { code: "EENVELOPE" });
        }
        const codes = (info.rejectedErrors ?? [])
          .map((error) => (error as { responseCode?: unknown }).responseCode)
          .filter((code) => typeof code === "number");
        return {
          accepted: info.accepted.map(addressOf),
          rejected: (info.rejected ?? []).map(addressOf),
          rejectedCodes: [...new Set(codes)].join(",") || "refused",
        };
      } finally {
        transport.close();
      }
    },
  };
}
