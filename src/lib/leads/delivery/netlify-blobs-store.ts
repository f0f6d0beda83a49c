// The `netlify-blobs:<store name>` outbox store: a Netlify Blobs site store with strong consistency, so a
// lead read or listed right after it was written is there (the claim protocol in object-outbox.ts needs
// that). Inside a Netlify function the site and token come from the platform; elsewhere (npm run
// leads:send on a laptop, a test's local BlobsServer) from LEAD_NETLIFY_SITE_ID and LEAD_NETLIFY_TOKEN.
import { getStore } from "@netlify/blobs";
import { createObjectOutbox, type ObjectBackend } from "./object-outbox";
import type { OutboxStore } from "./outbox-store";

export interface NetlifyBlobsLocation {
  storeName: string;
  /** Netlify's API, or a local BlobsServer (`?apiURL=`); the platform's when absent. */
  apiURL?: string;
  siteID?: string;
}

export function createNetlifyBlobsStore(
  location: NetlifyBlobsLocation,
  env: Record<string, string | undefined> = {},
): OutboxStore {
  const siteID = location.siteID ?? env.LEAD_NETLIFY_SITE_ID;
  const token = env.LEAD_NETLIFY_TOKEN;
  const store = getStore({
    name: location.storeName,
    consistency: "strong",
    ...(siteID && token ? { siteID, token } : {}),
    ...(location.apiURL ? { apiURL: location.apiURL } : {}),
  });

  const backend: ObjectBackend = {
    async put(key, body) {
      await store.set(key, body);
    },
    async get(key) {
      const text = await store.get(key, { type: "text", consistency: "strong" });
      return text ?? undefined;
    },
    async delete(key) {
      await store.delete(key);
    },
    // The whole store, filtered here: it holds only the outbox, and @netlify/blobs' local BlobsServer
    // (11.1) loses a `prefix` when it signs the listing's URL, so the filter would list nothing in tests.
    async list(prefix) {
      return (await store.list()).blobs.map((blob) => blob.key).filter((key) => key.startsWith(prefix));
    },
  };
  return createObjectOutbox(backend, `netlify-blobs:${location.storeName}`);
}
