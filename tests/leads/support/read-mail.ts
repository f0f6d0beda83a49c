// Just enough MIME to read what nodemailer sends: headers, multipart parts, quoted-printable and base64.
export interface MailPart {
  headers: Record<string, string>;
  body: string;
}

export interface ParsedMail extends MailPart {
  parts: MailPart[];
}

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const normalized = raw.replace(/\r\n/g, "\n");
  const end = normalized.indexOf("\n\n");
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? "" : normalized.slice(end + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const softBroken = text.replace(/=\n/g, "");
  for (let i = 0; i < softBroken.length; i++) {
    const char = softBroken[i];
    if (char === "=" && /^[0-9A-F]{2}$/i.test(softBroken.slice(i + 1, i + 3))) {
      bytes.push(parseInt(softBroken.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

/** Decodes RFC 2047 encoded words (`=?UTF-8?Q?...?=`) in a header value. */
export function decodeHeader(value: string): string {
  return value.replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=\s*/gi, (_, _charset: string, kind: string, text: string) =>
    kind.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : decodeQuotedPrintable(text.replace(/_/g, " ")),
  );
}

export function readMail(raw: string): ParsedMail {
  const { headers, body } = splitHeaders(raw);
  const boundary = /boundary="?([^";]+)"?/i.exec(headers["content-type"] ?? "")?.[1];
  if (!boundary) return { headers, body: decodeBody(headers, body), parts: [] };
  const parts = body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith("--"))
    .map((chunk) => {
      const part = splitHeaders(chunk.replace(/^\n/, ""));
      return { headers: part.headers, body: decodeBody(part.headers, part.body.replace(/\n$/, "")) };
    });
  return { headers, body: parts[0]?.body ?? "", parts };
}
