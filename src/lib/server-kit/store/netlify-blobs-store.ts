// The `netlify-blobs:<store name>` outbox store: a Netlify Blobs site store with strong consistency, so a
// lead read or listed right after it was written is there (the claim protocol in object-outbox.ts needs
// that), except where the platform's access allows none (blobsConsistency below). Inside a Netlify function the site and token come from the platform; elsewhere (npm run
// leads:send on a laptop, a test's local BlobsServer) from LEAD_NETLIFY_SITE_ID and LEAD_NETLIFY_TOKEN.
import { getStore } from "@netlify/blobs";
import { Buffer } from "node:buffer";
import { runtimeEnv } from "./runtime-env";
import { createObjectOutbox, type ObjectBackend } from "./object-outbox";
import type { OutboxStore } from "./outbox-store";
import { setting } from "../../settings/setting";

export interface NetlifyBlobsLocation {
  storeName: string;
  /** Netlify's API, or a local BlobsServer (`?apiURL=`); the platform's when absent. */
  apiURL?: string;
  siteID?: string;
}

/**
 * `conditionalClaims` claims by conditional writes (`onlyIfNew`), as S3 stores that honour If-None-Match do:
 * the tests use it to drive that protocol through a real server, one step at a time.
 */
export function createNetlifyBlobsStore(
  location: NetlifyBlobsLocation,
  env: Record<string, string | undefined> = {},
  { conditionalClaims = false }: { conditionalClaims?: boolean } = {},
): OutboxStore {
  return createObjectOutbox(
    netlifyBlobsBackend(location, env, { conditionalClaims }),
    `netlify-blobs:${location.storeName}`,
  );
}

/** The object operations on the store a location names: the outbox's, and the alerts' (src/lib/alerts/delivery). */
export function netlifyBlobsBackend(
  location: NetlifyBlobsLocation,
  env: Record<string, string | undefined> = {},
  { conditionalClaims = false }: { conditionalClaims?: boolean } = {},
): ObjectBackend {
  const siteID = location.siteID ?? setting(env, "LEAD_NETLIFY_SITE_ID");
  const token = setting(env, "LEAD_NETLIFY_TOKEN");
  // The store's clock: the Date header of its last answer (Netlify's, or its storage's behind a signed URL). A
  // listing gives no times, so claims are dated by it (object-claims.ts), not by each sender's own clock.
  let answeredAt: number | undefined;
  const fetchNoting: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const date = Date.parse(response.headers.get("date") ?? "");
    if (!Number.isNaN(date)) answeredAt = date;
    return response;
  };
  // Opened for each operation, not once: a Lambda-compatible function gets its access with each call
  // (netlify-lambda-event.ts), and a warm function must not keep the first call's token.
  const store = () => {
    const consistency = blobsConsistency(runtimeEnv());
    return {
      consistency,
      blobs: getStore({
        name: location.storeName,
        consistency,
        ...(siteID && token ? { siteID, token } : {}),
        ...(location.apiURL ? { apiURL: location.apiURL } : {}),
        fetch: fetchNoting,
      }),
    };
  };

  const backend: ObjectBackend = {
    async put(key, body) {
      await store().blobs.set(key, body);
    },
    async get(key) {
      const { blobs, consistency } = store();
      const text = await blobs.get(key, { type: "text", consistency });
      return text ?? undefined;
    },
    async delete(key) {
      await store().blobs.delete(key);
    },
    // The whole store, filtered here: it holds only the outbox, and @netlify/blobs' local BlobsServer
    // (11.1) loses a `prefix` when it signs the listing's URL, so the filter would list nothing in tests.
    // No times: a Blobs listing gives keys and ETags only, so claims are dated by the store's clock (probe).
    async list(prefix) {
      return (await store().blobs.list()).blobs
        .filter((blob) => blob.key.startsWith(prefix))
        .map((blob) => ({ key: blob.key }));
    },
    // The store's time, from the Date header of a write's answer; conditional writes as `conditionalClaims` says.
    async probe(key) {
      answeredAt = undefined;
      try {
        await store().blobs.set(key, "probe");
        return { conditionalWrites: conditionalClaims, storeNow: answeredAt };
      } finally {
        await store().blobs.delete(key);
      }
    },
    // Claims rest on claim-then-list, not on `onlyIfNew`: Netlify's local BlobsServer checks If-None-Match,
    // then writes, without a lock, so two claims at once both win there, and no test could show otherwise.
    ...(conditionalClaims
      ? {
          async putIfAbsent(key: string, body: string) {
            return (await store().blobs.set(key, body, { onlyIfNew: true })).modified;
          },
        }
      : {}),
  };
  return backend;
}

/**
 * Strong, except where the platform's access is an edge URL without its uncached twin: what
 * `connectLambda` gives a Lambda-compatible function (the lead function on Netlify), where @netlify/blobs
 * refuses every strong operation. That function only writes a lead and counts the outbox, which need no
 * strong reads; the claims of the drain run in netlify/functions/drain-leads.mts, which Netlify gives full access.
 * @internal exported for its unit tests
 */
export function blobsConsistency(env: Record<string, string | undefined>): "strong" | "eventual" {
  const raw = setting(env, "NETLIFY_BLOBS_CONTEXT");
  if (!raw) return "strong";
  try {
    const context = JSON.parse(Buffer.from(raw, "base64").toString("utf8")) as Record<string, unknown>;
    return context.edgeURL && !context.uncachedEdgeURL ? "eventual" : "strong";
  } catch {
    return "strong";
  }
}
