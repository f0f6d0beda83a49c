// What alerts read from the environment where the alert function or `npm run alerts:*` runs. They share the lead
// endpoint's settings (docs/configuration.md): the SMTP server (LEAD_SMTP_URL; LEAD_TO is not needed, the e-mails
// go to the subscribers), the outbox store and its key (LEAD_OUTBOX_URL, LEAD_OUTBOX_KEY: required, subscriptions
// are never stored in clear), the rate limits, the proxies, SITE_URL (an https address, or no e-mail is sent).
// ALERT_FROM names the sender.
import { readServerSettings, type Env, type ServerSettings } from "../../server-kit/config/server-settings";
import { readKeyring, type OutboxKeyring } from "../../server-kit/store/outbox-keys";
import { parseSmtpUrl } from "../../server-kit/config/smtp-url";
import type { DealerInfo } from "../../server-kit/dealer";
import { setting } from "../../settings/setting";

export interface AlertSmtp {
  url: string;
  requireTls: boolean;
  from: string;
}

export interface AlertConfig {
  /** The settings alerts share with leads: outbox, rate limits, proxies, SITE_URL, NODE_ENV. */
  server: ServerSettings;
  keyring: OutboxKeyring;
  /** Undefined without LEAD_SMTP_URL (or with a broken one): no alert e-mail can be sent. */
  smtp?: AlertSmtp;
  /** Why alerts cannot work as configured, for the log; empty when they can. */
  problems: string[];
}

/** `"Sierra Vista Motors" <sales@…>`: the dealer's name and address, when ALERT_FROM is not set. */
const defaultAlertFrom = (dealer: Pick<DealerInfo, "businessName" | "email">): string =>
  `"${dealer.businessName.replace(/["\\\r\n]/g, "")}" <${dealer.email}>`;

export function readAlertConfig(
  env: Env,
  dealer: Pick<DealerInfo, "businessName" | "email">,
  cwd: string,
): AlertConfig {
  const problems: string[] = [];
  const server = readServerSettings(env, cwd, []);
  const keyring = readKeyring(env, problems);
  if (!keyring.current)
    problems.push("LEAD_OUTBOX_KEY is not set: alerts are stored only sealed with it, so none can be taken or sent.");
  if (!server.outbox) problems.push("the outbox is off (LEAD_OUTBOX_URL=off): alerts have nowhere to be kept.");
  let smtp: AlertSmtp | undefined;
  const raw = setting(env, "LEAD_SMTP_URL")?.trim();
  if (!raw) problems.push("LEAD_SMTP_URL is not set: no alert e-mail can be sent.");
  else {
    const parsed = parseSmtpUrl(raw);
    if ("problem" in parsed) problems.push(`${parsed.problem}: no alert e-mail can be sent.`);
    else smtp = { ...parsed, from: setting(env, "ALERT_FROM")?.trim() || defaultAlertFrom(dealer) };
  }
  // RFC 8058's one-click unsubscribe needs an https address, and a link over http would show its token on the way.
  const siteUrl = setting(env, "SITE_URL")?.trim();
  if (!siteUrl || !/^https:\/\/[^/?#\s]+/i.test(siteUrl)) {
    problems.push(
      siteUrl
        ? `SITE_URL (${siteUrl}) is not an https address: no alert e-mail is sent, since their unsubscribe and confirm links must be https.`
        : "SITE_URL is not set: no alert e-mail is sent, since their links need the site's https address.",
    );
    smtp = undefined;
  }
  return { server, keyring, smtp, problems };
}
