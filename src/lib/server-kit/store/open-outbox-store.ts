// The store a location names. Opening does no I/O; the first save or listing is what reaches the store.
import { createFileStore } from "./file-store";
import { createNetlifyBlobsStore } from "./netlify-blobs-store";
import type { Env, OutboxLocation } from "./outbox-location";
import type { OutboxStore } from "./outbox-store";
import { createS3Store } from "./s3-store";

export function openOutboxStore(location: OutboxLocation, env: Env): OutboxStore {
  if (location.kind === "file") return createFileStore(location.dir);
  if (location.kind === "netlify-blobs") return createNetlifyBlobsStore(location, env);
  return createS3Store(location, env);
}
