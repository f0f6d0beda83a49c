// What a test reads in a received alert e-mail: its headers, plain-text part and HTML part, decoded (with the MIME
// reader of the lead tests).
import { decodeHeader, readMail } from "../../leads/support/read-mail";
import type { ReceivedMail } from "../../leads/support/smtp-test-server";

export interface AlertMailRead {
  to: string[];
  subject: string;
  headers: Record<string, string>;
  text: string;
  html: string;
}

export function readAlertMail(mail: ReceivedMail): AlertMailRead {
  const parsed = readMail(mail.raw);
  const part = (type: string) =>
    parsed.parts.find((candidate) => (candidate.headers["content-type"] ?? "").startsWith(type))?.body ?? "";
  return {
    to: mail.to,
    subject: decodeHeader(parsed.headers.subject ?? ""),
    headers: parsed.headers,
    text: part("text/plain"),
    html: part("text/html"),
  };
}

/** The first link in a text whose path matches: the confirm page's, the unsubscribe page's. */
export function linkIn(text: string, path: RegExp): string {
  const found = text.match(/https?:\/\/\S+/g)?.find((url) => path.test(new URL(url).pathname));
  if (!found) throw new Error(`no link to ${path} in:\n${text}`);
  return found;
}
