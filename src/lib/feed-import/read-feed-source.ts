// The feed's bytes, from a file or an http(s) URL, refused before it is read when it is larger than a feed
// can sensibly be. A URL is fetched only from a public host (or one IMPORT_ALLOW_HOSTS opens).
import fs from "node:fs";
import type { CheckedHttp } from "./checked-http";
import { fetchLimited } from "./fetch-limited";
import { ImportError } from "./import-error";
import { formatMegabytes, type ImportLimits } from "./limits";

export async function readFeedSource(feed: string, limits: ImportLimits, http: CheckedHttp): Promise<Buffer> {
  const tooLarge = (size: string) =>
    `(file): the feed is ${size}, more than the ${formatMegabytes(limits.maxFeedBytes)} a feed may be (is this the right file?)`;
  if (/^https?:\/\//i.test(feed)) {
    const result = await fetchLimited(feed, { http, timeoutMs: limits.feedTimeoutMs, maxBytes: limits.maxFeedBytes });
    if (result.status === "ok") return result.bytes;
    throw new ImportError([`(file): the feed ${"reason" in result ? result.reason : "could not be fetched"}`]);
  }
  let stat: fs.Stats;
  try {
    stat = fs.statSync(feed);
  } catch {
    throw new ImportError(["(file): no such file"]);
  }
  if (!stat.isFile()) throw new ImportError(["(file): is not a file"]);
  if (stat.size > limits.maxFeedBytes) throw new ImportError([tooLarge(formatMegabytes(stat.size))]);
  return fs.readFileSync(feed);
}
