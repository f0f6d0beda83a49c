// What a lead request's headers say about its body, and how big the body really was.
import type { IncomingHttpHeaders } from "node:http";
import { asFieldRecord } from "../../forms/form-fields";

/** A lead arrives as JSON (the enhanced form) or as a plain form post (no JavaScript). */
export type BodyMode = "json" | "form";

/** `application/json` from `Application/JSON; charset=utf-8`. */
export function mediaType(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return (value ?? "").split(";")[0].trim().toLowerCase();
}

/** The `charset` parameter of a Content-Type header, lower-cased, if any. */
export function charset(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(value ?? "")?.[1].toLowerCase();
}

/** Size in bytes of the body as it travelled: URL-encoded for form posts, JSON otherwise. */
export function measuredBodyBytes(body: unknown, mode: BodyMode): number {
  if (typeof body === "string") return Buffer.byteLength(body);
  if (Buffer.isBuffer(body)) return body.length;
  const record = asFieldRecord(body);
  if (record && mode === "form") {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(record)) {
      for (const item of Array.isArray(value) ? value : [value])
        params.append(key, typeof item === "string" ? item : (JSON.stringify(item) ?? ""));
    }
    return Buffer.byteLength(params.toString());
  }
  try {
    return Buffer.byteLength(JSON.stringify(body) ?? "");
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/** The `Content-Length` the client declared, if it is a number. */
export function declaredBytes(headers: IncomingHttpHeaders): number | undefined {
  const value = headers["content-length"];
  if (value === undefined) return undefined;
  const bytes = Number(value);
  return Number.isFinite(bytes) ? bytes : undefined;
}
