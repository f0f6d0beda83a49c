// Where the outbox is, from LEAD_OUTBOX_URL: `file:<dir>`, `netlify-blobs:<store name>` or
// `s3://<bucket>/<prefix>`. Pure: nothing is opened here (open-outbox-store.ts does that).
import type { NetlifyBlobsLocation } from "./netlify-blobs-store";
import type { S3Location } from "./s3-store";
import { setting } from "../../settings/setting";

export type OutboxLocation =
  { kind: "file"; dir: string } | ({ kind: "netlify-blobs" } & NetlifyBlobsLocation) | ({ kind: "s3" } & S3Location);

export type Env = Record<string, string | undefined>;

const DEFAULT_FILE_OUTBOX = ".leads";
const DEFAULT_BLOBS_STORE = "leads";

/** True inside a Netlify build or function (Netlify sets these; NETLIFY_BLOBS_CONTEXT carries the Blobs access). */
function runsOnNetlify(env: Env): boolean {
  return setting(env, "NETLIFY") === "true" || Boolean(setting(env, "NETLIFY_BLOBS_CONTEXT"));
}

function resolvePath(cwd: string, target: string): string {
  if (target.startsWith("/")) return target;
  return `${cwd.replace(/\/+$/, "")}/${target.replace(/^\.\//, "")}`;
}

const truthy = (value: string | null) => value !== null && /^(1|true|yes|on)$/i.test(value);

/**
 * The location a URL names, or a problem (which never quotes a query string: it may hold a secret by mistake).
 * @internal exported for its unit tests
 */
export function parseOutboxUrl(raw: string, cwd: string): OutboxLocation | { problem: string } {
  const value = raw.trim();
  if (value.startsWith("file:")) {
    const dir = value.slice("file:".length).replace(/^\/\/(?=\/)/, "");
    if (!dir) return { problem: "LEAD_OUTBOX_URL file: needs a folder, as in file:.leads" };
    return { kind: "file", dir: resolvePath(cwd, dir) };
  }
  if (value.startsWith("netlify-blobs:")) {
    const [name, query = ""] = value.slice("netlify-blobs:".length).split("?", 2);
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(name))
      return { problem: "LEAD_OUTBOX_URL netlify-blobs: needs a store name of letters, digits, - and _" };
    const params = new URLSearchParams(query);
    return {
      kind: "netlify-blobs",
      storeName: name,
      apiURL: params.get("apiURL") ?? undefined,
      siteID: params.get("siteID") ?? undefined,
    };
  }
  if (value.startsWith("s3://")) {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return { problem: "LEAD_OUTBOX_URL is not a valid s3:// URL" };
    }
    if (!url.hostname) return { problem: "LEAD_OUTBOX_URL s3:// needs a bucket, as in s3://my-bucket/leads" };
    if (url.username || url.password)
      return { problem: "LEAD_OUTBOX_URL must not hold credentials: use AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY" };
    const endpoint = url.searchParams.get("endpoint") ?? undefined;
    if (endpoint && !/^https?:\/\/[^/]/.test(endpoint))
      return { problem: "LEAD_OUTBOX_URL endpoint= must be an http:// or https:// URL" };
    return {
      kind: "s3",
      bucket: url.hostname,
      prefix: decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, ""),
      endpoint,
      forcePathStyle: truthy(url.searchParams.get("forcePathStyle")),
      region: url.searchParams.get("region") ?? undefined,
      serverSideEncryption: url.searchParams.get("sse") !== "off",
    };
  }
  return { problem: "LEAD_OUTBOX_URL must start with file:, netlify-blobs: or s3://" };
}

/**
 * The outbox from the environment: LEAD_OUTBOX_URL; else LEAD_OUTBOX_DIR (deprecated, the same as
 * `file:<dir>`); else Netlify Blobs on Netlify; else `file:.leads`. `off` in either turns it off.
 */
export function readOutboxLocation(env: Env, cwd: string, problems: string[]): OutboxLocation | undefined {
  const url = setting(env, "LEAD_OUTBOX_URL")?.trim();
  const dir = setting(env, "LEAD_OUTBOX_DIR")?.trim();
  if (url) {
    if (url.toLowerCase() === "off") return undefined;
    const parsed = parseOutboxUrl(url, cwd);
    if (!("problem" in parsed)) return parsed;
    // A broken URL must not silently become a folder the operator did not ask for: the outbox is off.
    problems.push(`${parsed.problem}: the outbox is off, so a lead that cannot be e-mailed gets 503.`);
    return undefined;
  }
  if (dir) return dir.toLowerCase() === "off" ? undefined : { kind: "file", dir: resolvePath(cwd, dir) };
  if (runsOnNetlify(env)) return { kind: "netlify-blobs", storeName: DEFAULT_BLOBS_STORE };
  return { kind: "file", dir: resolvePath(cwd, DEFAULT_FILE_OUTBOX) };
}
