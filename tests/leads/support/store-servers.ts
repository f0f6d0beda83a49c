// The three outbox stores on real servers, for the contract suite and the endpoint tests: a folder on
// disk, @netlify/blobs' own BlobsServer and s3rver (an S3-compatible server), both on loopback, each in a
// fresh temporary folder. Nothing here imitates a store's API.
import fs from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { BlobsServer } from "@netlify/blobs/server";
import S3rver from "s3rver";
import { createFileStore } from "../../../src/lib/server-kit/store/file-store";
import { openOutboxStore } from "../../../src/lib/server-kit/store/open-outbox-store";
import { parseOutboxUrl } from "../../../src/lib/server-kit/store/outbox-location";
import type { OutboxStore } from "../../../src/lib/server-kit/store/outbox-store";

/** What the SDK and the Blobs client read from the environment to reach the test servers. */
export const STORE_TEST_ENV = {
  AWS_ACCESS_KEY_ID: "S3RVER",
  AWS_SECRET_ACCESS_KEY: "S3RVER",
  LEAD_NETLIFY_TOKEN: "test-blobs-token",
  LEAD_NETLIFY_SITE_ID: "test-site",
};

export interface RunningStore {
  kind: "file" | "netlify-blobs" | "s3";
  /** LEAD_OUTBOX_URL for a store of its own under `name` (a folder, a Blobs store, a bucket prefix). */
  url(name: string): string;
  /** The store `url(name)` names. */
  open(name: string): OutboxStore;
  /** The same kind of store where nothing answers or nothing can be written: saving must fail. */
  downUrl(): Promise<string>;
  stop(): Promise<void>;
}

const open = (url: string) => {
  const location = parseOutboxUrl(url, process.cwd());
  if ("problem" in location) throw new Error(location.problem);
  return openOutboxStore(location, STORE_TEST_ENV);
};

/** A loopback port nothing listens on (taken, then closed). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export async function startFileStore(): Promise<RunningStore> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "outbox-contract-file-"));
  return {
    kind: "file",
    url: (name) => `file:${path.join(root, name)}`,
    open: (name) => createFileStore(path.join(root, name)),
    downUrl: async () => "file:/dev/null/leads",
    stop: async () => fs.rmSync(root, { recursive: true, force: true }),
  };
}

export async function startBlobsStore(): Promise<RunningStore> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "outbox-contract-blobs-"));
  const server = new BlobsServer({ directory, token: STORE_TEST_ENV.LEAD_NETLIFY_TOKEN, port: 0 });
  const { port } = await server.start();
  const url = (name: string, at = port) => `netlify-blobs:${name}?apiURL=http://127.0.0.1:${at}`;
  return {
    kind: "netlify-blobs",
    url,
    open: (name) => open(url(name)),
    downUrl: async () => url("leads", await closedPort()),
    stop: async () => {
      await server.stop();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

export const S3_BUCKET = "leads";

/** The part of s3rver's FilesystemStore that a delete uses. */
interface S3rverStore {
  getResourcePath(bucket: string, key: string, resource: string): string;
  deleteObject(bucket: string, key: string): Promise<void>;
}

/**
 * A delete that removes the object's files and leaves its folders. s3rver's own also removes the key's folders once
 * empty, which races a put into the same folder (two senders' claims of one lead): the put's file then cannot be
 * opened, outside any handler, and the error ends the process. S3 has no folders, and a listing reads files only,
 * so nothing a client sees changes.
 */
function keepFoldersOnDelete(store: S3rverStore): void {
  store.deleteObject = async (bucket, key) => {
    await Promise.all(
      ["object", "object.md5", "metadata.json"].map((resource) =>
        fs.promises.unlink(store.getResourcePath(bucket, key, resource)).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== "ENOENT") throw error;
        }),
      ),
    );
  };
}

export async function startS3Store(): Promise<RunningStore & { directory: string }> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "outbox-contract-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: S3_BUCKET }],
  });
  keepFoldersOnDelete((server as unknown as { store: S3rverStore }).store);
  const { port } = await server.run();
  const url = (name: string, at = port) =>
    `s3://${S3_BUCKET}/${name}?endpoint=http://127.0.0.1:${at}&forcePathStyle=true`;
  return {
    kind: "s3",
    directory,
    url,
    open: (name) => open(url(name)),
    downUrl: async () => url("leads", await closedPort()),
    stop: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

export const STORES = [
  ["file", startFileStore],
  ["netlify-blobs", startBlobsStore],
  ["s3", startS3Store],
] as const;
