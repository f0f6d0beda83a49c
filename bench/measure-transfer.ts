// Bytes a phone downloads on a first visit to one page: every response until the network has been
// quiet for a while (so Gatsby's prefetching of linked pages counts too), by type, raw/gzip/brotli, and the bytes
// on the wire: each body as the server sent it (serve:prod's precompressed twins, to Chromium's
// `Accept-Encoding: gzip, deflate, br, zstd`).
import type { Browser, Response } from "@playwright/test";
import { watchNetwork } from "./network-quiet";
import { newPhoneContext } from "./phone-browser";
import {
  addSizes,
  addWire,
  byteSizes,
  emptyByKind,
  emptyWire,
  isCompressible,
  isGatsbyData,
  resourceKind,
} from "./resource-sizes";
import type { PageKey, PageTransfer } from "./types";

const QUIET_MS = 1500;
const MAX_WAIT_MS = 20_000;

interface Fetched {
  url: string;
  contentType?: string;
  body: Buffer;
  /** The body's bytes as received (before decoding), and its Content-Encoding. */
  wireBytes: number;
  contentEncoding?: string;
}

async function bodyOf(response: Response): Promise<Fetched | undefined> {
  const url = response.url();
  if (!/^https?:/.test(url)) return undefined;
  const status = response.status();
  const headers = response.headers();
  const contentType = headers["content-type"];
  const contentEncoding = headers["content-encoding"];
  const empty = { url, contentType, body: Buffer.alloc(0), wireBytes: 0 };
  if (status >= 300 && status < 400) return empty;
  try {
    const body = await response.body();
    const { responseBodySize } = await response.request().sizes();
    return { url, contentType, body, wireBytes: responseBodySize, contentEncoding };
  } catch {
    return empty; // aborted or evicted: counted as a request of 0 bytes
  }
}

export async function measureTransfer(
  browser: Browser,
  build: string,
  page: PageKey,
  url: string,
): Promise<PageTransfer> {
  const context = await newPhoneContext(browser);
  const tab = await context.newPage();
  const bodies: Promise<Fetched | undefined>[] = [];
  const network = watchNetwork(tab);
  tab.on("response", (response) => {
    // A response that never finishes (a stream) must not hold the measurement up: it counts as 0 bytes.
    const timeout = new Promise<Fetched>((resolve) =>
      setTimeout(
        () => resolve({ url: response.url(), body: Buffer.alloc(0), wireBytes: 0 }),
        MAX_WAIT_MS + 10_000,
      ).unref(),
    );
    const body = response.finished().then(
      () => bodyOf(response),
      () => undefined, // the context closed first: the measurement is already taken
    );
    bodies.push(Promise.race([body, timeout]));
  });

  const wire = emptyWire();
  const result: PageTransfer = {
    build,
    page,
    url,
    requests: 0,
    total: { raw: 0, gzip: 0, brotli: 0 },
    byKind: emptyByKind(),
    dataFiles: [],
    wire,
  };
  try {
    const response = await tab.goto(url, { waitUntil: "load", timeout: 60_000 });
    if (!response || !response.ok()) result.error = `HTTP ${response?.status() ?? "no response"} for ${url}`;
    await network.quiet(QUIET_MS, MAX_WAIT_MS);
    for (const fetched of await Promise.all(bodies)) {
      if (!fetched) continue;
      const kind = resourceKind(fetched.url, fetched.contentType);
      const sizes = byteSizes(fetched.body, isCompressible(kind, fetched.contentType));
      result.requests += 1;
      result.byKind[kind].requests += 1;
      addSizes(result.byKind[kind], sizes);
      addSizes(result.total, sizes);
      addWire(wire, kind, fetched.wireBytes, fetched.contentEncoding);
      if (kind === "json" && !isGatsbyData(fetched.url)) result.dataFiles.push({ url: fetched.url, sizes });
    }
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error);
  } finally {
    await context.close();
  }
  return result;
}
