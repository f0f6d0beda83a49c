// One HTTP(S) download with a deadline and a size cap, so a server that never answers, trickles forever or
// sends gigabytes cannot stall or flood the import.
import { formatMegabytes } from "./limits";

export interface LimitedFetchOptions {
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
  | { status: "failed"; reason: string };

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

export async function fetchLimited(url: string, options: LimitedFetchOptions): Promise<LimitedFetchResult> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  const headers: Record<string, string> = { "user-agent": "dealer-site-inventory-import" };
  if (options.accept) headers.accept = options.accept;
  if (options.etag) headers["if-none-match"] = options.etag;
  if (options.lastModified) headers["if-modified-since"] = options.lastModified;
  try {
    const response = await fetch(url, { headers, signal: controller.signal, redirect: "follow" });
    if (response.status === 304 && (options.etag || options.lastModified)) {
      await response.body?.cancel();
      return { status: "unchanged" };
    }
    if (!response.ok) {
      await response.body?.cancel();
      return {
        status: "failed",
        reason: `answered HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ""}`,
      };
    }
    const declared = Number(response.headers.get("content-length"));
    if (declared > options.maxBytes) {
      await response.body?.cancel();
      return {
        status: "failed",
        reason: `is ${formatMegabytes(declared)}, more than the ${formatMegabytes(options.maxBytes)} allowed`,
      };
    }
    const chunks: Uint8Array[] = [];
    let received = 0;
    if (response.body) {
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        received += value.byteLength;
        if (received > options.maxBytes) {
          await reader.cancel();
          return { status: "failed", reason: `is more than the ${formatMegabytes(options.maxBytes)} allowed` };
        }
        chunks.push(value);
      }
    }
    return {
      status: "ok",
      bytes: Buffer.concat(chunks),
      etag: response.headers.get("etag") ?? undefined,
      lastModified: response.headers.get("last-modified") ?? undefined,
    };
  } catch (error) {
    if (timedOut) return { status: "failed", reason: `did not answer within ${seconds(options.timeoutMs)}` };
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return {
      status: "failed",
      reason: `could not be fetched (${cause?.code ?? cause?.message ?? (error as Error).message})`,
    };
  } finally {
    clearTimeout(timer);
  }
}
