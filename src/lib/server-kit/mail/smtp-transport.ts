// The SMTP connection every e-mail of the site goes through (leads, alerts, notes to staff): nodemailer, TLS as the
// URL requires it (smtp-url.ts), short timeouts, and what the log may say of a failure.
import nodemailer from "nodemailer";

/** The SMTP server: its URL without our `tls` setting, and whether STARTTLS must succeed first. */
export interface SmtpConnection {
  url: string;
  requireTls: boolean;
}

export interface SmtpTimeouts {
  connectionMs: number;
  greetingMs: number;
  socketMs: number;
  /** Whole send; on expiry the lead goes to the outbox (a rare duplicate beats a lost lead). */
  totalMs: number;
}

export const DEFAULT_SMTP_TIMEOUTS: SmtpTimeouts = {
  connectionMs: 10_000,
  greetingMs: 10_000,
  socketMs: 15_000,
  totalMs: 20_000,
};

/** What the log may say about an SMTP failure: the error code and SMTP status, never addresses or content. */
export function describeSmtpError(error: unknown): string {
  const details = error as { code?: unknown; responseCode?: unknown } | null;
  const parts = [typeof details?.code === "string" ? details.code : "ERROR"];
  if (typeof details?.responseCode === "number") parts.push(String(details.responseCode));
  return parts.join(" ");
}

/** A nodemailer transport for these settings: TLS as the URL requires it, short timeouts. */
export function transportFor(settings: SmtpConnection, timeouts: SmtpTimeouts) {
  return nodemailer.createTransport({
    url: settings.url,
    // Without it nodemailer falls back to plain text when the server offers no STARTTLS (see smtp-url.ts).
    requireTLS: settings.requireTls,
    connectionTimeout: timeouts.connectionMs,
    greetingTimeout: timeouts.greetingMs,
    socketTimeout: timeouts.socketMs,
    socketCloseTimeout: 1000,
  });
}
