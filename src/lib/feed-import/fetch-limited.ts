// One HTTP(S) download with a deadline and a size cap, so a server that never answers, trickles forever or
// sends gigabytes cannot stall or flood the import. Only public hosts are fetched (host-policy.ts), and
// redirects are followed here, a few at most, each new host checked like the first.
import type { IncomingMessage } from "node:http";
import { HostRefusedError, type CheckedHttp } from "./checked-http";
import { formatMegabytes } from "./limits";

export interface LimitedFetchOptions {
  http: CheckedHttp;
  timeoutMs: number;
  maxBytes: number;
  /** Sent as If-None-Match / If-Modified-Since: an unchanged photo answers 304 and is not downloaded again. */
  etag?: string;
  lastModified?: string;
  accept?: string;
}

export type LimitedFetchResult =
  | { status: "unchanged" }
  | { status: "ok"; bytes: Buffer; etag?: string; lastModified?: string }
  | { status: "failed"; reason: string }
  /** A host the import may not fetch from: always an error, never a "try again tomorrow". */
  | { status: "refused"; reason: string };

const MAX_REDIRECTS = 3;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;
const header = (response: IncomingMessage, name: string) => {
  const value = response.headers[name];
  return typeof value === "string" ? value : undefined;
};

export async function fetchLimited(url: string, options: LimitedFetchOptions): Promise<LimitedFetchResult> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  // No compressed answers: the size cap counts the bytes stored.
  const headers: Record<string, string> = {
    "user-agent": "dealer-site-inventory-import",
    "accept-encoding": "identity",
  };
  if (options.accept) headers.accept = options.accept;
  if (options.etag) headers["if-none-match"] = options.etag;
  if (options.lastModified) headers["if-modified-since"] = options.lastModified;
  let current = new URL(url);
  // How a refusal is told: of the URL itself, or of where it redirected.
  let refusedAs = (reason: string) => reason;
  try {
    for (let redirects = 0; ; redirects++) {
      const response = await options.http.get(current, headers, controller.signal);
      const location = header(response, "location");
      if (!REDIRECTS.has(response.statusCode ?? 0) || location === undefined) return await read(response, options);
      response.destroy();
      if (redirects === MAX_REDIRECTS)
        return { status: "failed", reason: `redirects more than ${MAX_REDIRECTS} times` };
      let next: URL;
      try {
        next = new URL(location, current);
      } catch {
        return { status: "failed", reason: `redirects to ${JSON.stringify(location)}, which is not a URL` };
      }
      if (next.protocol !== "http:" && next.protocol !== "https:")
        return { status: "refused", reason: `redirects to ${next.href}, which is not an http(s) URL` };
      current = next;
      refusedAs = (reason) => `redirects to ${next.href}, and that ${reason}`;
    }
  } catch (error) {
    if (error instanceof HostRefusedError) return { status: "refused", reason: refusedAs(error.reason) };
    if (timedOut) return { status: "failed", reason: `did not answer within ${seconds(options.timeoutMs)}` };
    const code = (error as NodeJS.ErrnoException).code;
    return { status: "failed", reason: `could not be fetched (${code ?? (error as Error).message})` };
  } finally {
    clearTimeout(timer);
  }
}

async function read(response: IncomingMessage, options: LimitedFetchOptions): Promise<LimitedFetchResult> {
  const status = response.statusCode ?? 0;
  if (status === 304 && (options.etag || options.lastModified)) {
    response.resume();
    return { status: "unchanged" };
  }
  if (status < 200 || status > 299) {
    response.destroy();
    return {
      status: "failed",
      reason: `answered HTTP ${status}${response.statusMessage ? ` ${response.statusMessage}` : ""}`,
    };
  }
  const declared = Number(header(response, "content-length"));
  if (declared > options.maxBytes) {
    response.destroy();
    return {
      status: "failed",
      reason: `is ${formatMegabytes(declared)}, more than the ${formatMegabytes(options.maxBytes)} allowed`,
    };
  }
  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    received += chunk.byteLength;
    if (received > options.maxBytes) {
      response.destroy();
      return { status: "failed", reason: `is more than the ${formatMegabytes(options.maxBytes)} allowed` };
    }
    chunks.push(chunk);
  }
  return {
    status: "ok",
    bytes: Buffer.concat(chunks),
    etag: header(response, "etag"),
    lastModified: header(response, "last-modified"),
  };
}
