// Sends a lead e-mail over SMTP with nodemailer. Short timeouts: a visitor is waiting for the answer,
// and a lead the server does not take in time goes to the outbox instead.
import nodemailer from "nodemailer";
import type { SmtpSettings } from "./lead-config";
import { toMailOptions, type LeadMessage } from "./lead-message";

export interface LeadMailer {
  /** Resolves once the SMTP server accepted the message for at least one recipient. */
  send(message: LeadMessage): Promise<void>;
}

export interface SmtpTimeouts {
  connectionMs: number;
  greetingMs: number;
  socketMs: number;
  /** Whole send; on expiry the lead goes to the outbox (a rare duplicate beats a lost lead). */
  totalMs: number;
}

export const DEFAULT_SMTP_TIMEOUTS: SmtpTimeouts = { connectionMs: 10_000, greetingMs: 10_000, socketMs: 15_000, totalMs: 20_000 };

/** What the log may say about an SMTP failure: the error code and SMTP status, never addresses or content. */
export function describeSmtpError(error: unknown): string {
  const details = error as { code?: unknown; responseCode?: unknown } | null;
  const parts = [typeof details?.code === "string" ? details.code : "ERROR"];
  if (typeof details?.responseCode === "number") parts.push(String(details.responseCode));
  return parts.join(" ");
}

export function createSmtpMailer(settings: SmtpSettings, timeouts: SmtpTimeouts = DEFAULT_SMTP_TIMEOUTS): LeadMailer {
  return {
    async send(message) {
      const transport = nodemailer.createTransport({
        url: settings.url,
        // Without it nodemailer falls back to plain text when the server offers no STARTTLS (see smtp-url.ts).
        requireTLS: settings.requireTls,
        connectionTimeout: timeouts.connectionMs,
        greetingTimeout: timeouts.greetingMs,
        socketTimeout: timeouts.socketMs,
        socketCloseTimeout: 1000,
      });
      try {
        const info = await transport.sendMail({ ...toMailOptions(message, settings), signal: AbortSignal.timeout(timeouts.totalMs) });
        if (!Array.isArray(info.accepted) || info.accepted.length === 0) {
          throw Object.assign(new Error("no recipient accepted the lead"), { code: "EENVELOPE" });
        }
      } finally {
        transport.close();
      }
    },
  };
}
