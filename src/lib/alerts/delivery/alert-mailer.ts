// Sends one alert e-mail to one subscriber over the SMTP server the leads use (TLS as LEAD_SMTP_URL requires), with
// RFC 8058's one-click unsubscribe: List-Unsubscribe (an https address that a POST unsubscribes) and
// List-Unsubscribe-Post. The log may name the SMTP error's code, never the address.
import { DEFAULT_SMTP_TIMEOUTS, transportFor, type SmtpTimeouts } from "../../server-kit/mail/smtp-transport";
import type { RenderedEmail } from "../email/email-parts";
import type { AlertSmtp } from "./alert-config";

export interface AlertMail extends RenderedEmail {
  to: string;
  /** The one-click address: POST unsubscribes, GET shows the unsubscribe page. */
  oneClickUrl: string;
  language: string;
}

export interface AlertMailer {
  /** Resolves once the server accepted the e-mail; rejects otherwise (the caller keeps what it would have changed). */
  send(mail: AlertMail): Promise<void>;
}

/** The headers every alert e-mail carries besides the usual ones. */
const alertHeaders = (mail: Pick<AlertMail, "oneClickUrl">): Record<string, string> => ({
  "List-Unsubscribe": `<${mail.oneClickUrl}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  // An automatic message: out-of-office replies and the like are not sent back.
  "Auto-Submitted": "auto-generated",
});

export function createAlertMailer(smtp: AlertSmtp, timeouts: SmtpTimeouts = DEFAULT_SMTP_TIMEOUTS): AlertMailer {
  return {
    async send(mail) {
      const transport = transportFor(smtp, timeouts);
      try {
        const info = await transport.sendMail({
          from: smtp.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: { ...alertHeaders(mail), "Content-Language": mail.language },
          signal: AbortSignal.timeout(timeouts.totalMs),
        });
        if (!Array.isArray(info.accepted) || info.accepted.length === 0)
          throw Object.assign(new Error("the server did not accept the alert"), { code: "EENVELOPE" });
      } finally {
        transport.close();
      }
    },
  };
}
