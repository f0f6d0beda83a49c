// LEAD_SMTP_URL and its TLS rule. A lead holds a shopper's name, phone and message, and the URL holds the
// SMTP password: both travel encrypted unless the operator says otherwise in the URL itself.
//   smtps://user:pass@host:465         TLS from the first byte
//   smtp://user:pass@host:587          STARTTLS required: a server (or a man in the middle) that offers no
//                                      STARTTLS gets neither the password nor the lead
//   smtp://127.0.0.1:25?tls=off        plain SMTP allowed (STARTTLS still used when offered), for a relay
//                                      on the same machine or private network

export interface SmtpUrl {
  /** The URL nodemailer reads, without the `tls` setting (which is ours, not nodemailer's). */
  url: string;
  /** True unless `?tls=off`: nodemailer's `requireTLS`, so nothing is sent before STARTTLS succeeds. */
  requireTls: boolean;
}

// nodemailer options a URL could set that would undo the rule above; `?tls=off` is the one way to relax it.
const CONFLICTING = ["ignoreTLS", "requireTLS", "opportunisticTLS", "secure"];

/** Reads the URL; a problem (never quoting the URL, which may hold a password) when it breaks the rule. */
export function parseSmtpUrl(raw: string): SmtpUrl | { problem: string } {
  const scheme = /^(smtps?):\/\//i.exec(raw)?.[1].toLowerCase();
  if (!scheme) return { problem: "LEAD_SMTP_URL must start with smtp:// or smtps://" };
  const queryStart = raw.indexOf("?");
  if (queryStart === -1) return { url: raw, requireTls: true };

  const params = new URLSearchParams(raw.slice(queryStart + 1).replace(/#.*$/, ""));
  const conflicting = CONFLICTING.filter((name) => params.has(name));
  if (conflicting.length > 0) {
    return {
      problem: `LEAD_SMTP_URL must not set ${conflicting.join(", ")}: TLS is required, and ?tls=off is the only way to allow plain SMTP`,
    };
  }
  const tls = params.get("tls")?.toLowerCase();
  if (tls !== undefined && tls !== "off" && tls !== "required")
    return { problem: 'LEAD_SMTP_URL: tls must be "off" or "required"' };
  if (tls === "off" && scheme === "smtps")
    return {
      problem: "LEAD_SMTP_URL: tls=off contradicts smtps:// (TLS from the first byte); use smtp:// for plain SMTP",
    };
  params.delete("tls");
  const rest = params.toString();
  return { url: `${raw.slice(0, queryStart)}${rest ? `?${rest}` : ""}`, requireTls: tls !== "off" };
}
