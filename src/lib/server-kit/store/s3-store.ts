// The `s3://<bucket>/<prefix>` outbox store: any S3-compatible object store (AWS S3, Cloudflare R2, MinIO)
// through @aws-sdk/client-s3. Region and credentials are passed to the SDK explicitly (s3-client-settings.ts:
// inside a compiled function the SDK cannot read the environment itself). Every lead is written asking for
// server-side encryption (SSE-S3), on top of LEAD_OUTBOX_KEY's own encryption when that is set.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type ServerSideEncryption,
} from "@aws-sdk/client-s3";
import type { ListedObject } from "./object-claims";
import { createObjectOutbox, type ObjectBackend } from "./object-outbox";
import { unusableStore, type OutboxStore } from "./outbox-store";
import { s3ClientSettings } from "./s3-client-settings";

export interface S3Location {
  bucket: string;
  prefix: string;
  /** A self-hosted or other provider's endpoint (`?endpoint=`); AWS S3 when absent. */
  endpoint?: string;
  forcePathStyle: boolean;
  region?: string;
  /** Off (`?sse=off`) for a store that encrypts everything anyway and refuses the header (MinIO without KMS). */
  serverSideEncryption: boolean;
}

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey || (error as { name?: string } | null)?.name === "NoSuchKey";

/** 412 (the object exists) or 409 (another conditional write to it is under way): the write did not happen. */
const isPreconditionFailure = (error: unknown) => {
  const status = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
  return status === 412 || status === 409;
};

/** How long one request to the store may take: to connect, and in all (each of the client's two tries). */
export interface S3Timeouts {
  connectionMs: number;
  requestMs: number;
}

/** A visitor may be waiting for the answer: fail in seconds, so the endpoint can say 503 with the phone. */
const S3_TIMEOUTS: S3Timeouts = { connectionMs: 5_000, requestMs: 10_000 };

/**
 * The few object operations the outbox (and the alerts, src/lib/alerts/delivery/alert-kv.ts) need, on the bucket a
 * location names; a problem instead when the SDK cannot be given a region or keys.
 */
export function s3Backend(
  location: S3Location,
  env: Record<string, string | undefined> = {},
  timeouts: S3Timeouts = S3_TIMEOUTS,
): { backend: ObjectBackend } | { problem: string } {
  const settings = s3ClientSettings(location, env);
  if (settings.problem) return { problem: settings.problem };
  const client = new S3Client({
    endpoint: location.endpoint,
    forcePathStyle: location.forcePathStyle,
    region: settings.region,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    maxAttempts: 2,
    // throwOnRequestTimeout: without it the SDK's handler only logs a warning when requestTimeout passes and
    // goes on waiting, so a store that accepts the connection and never answers held the lead (and leads:send)
    // for ever.
    requestHandler: {
      connectionTimeout: timeouts.connectionMs,
      requestTimeout: timeouts.requestMs,
      throwOnRequestTimeout: true,
    },
  });
  const sse: { ServerSideEncryption?: ServerSideEncryption } = location.serverSideEncryption
    ? { ServerSideEncryption: "AES256" }
    : {};
  const Bucket = location.bucket;
  // A known length: without it the SDK takes an empty claim object for a stream and warns about it.
  const putInput = (key: string, body: string) => ({
    Bucket,
    Key: key,
    Body: Buffer.from(body, "utf8"),
    ContentLength: Buffer.byteLength(body),
    ContentType: "application/json",
    ...sse,
  });

  const backend: ObjectBackend = {
    async put(key, body) {
      await client.send(new PutObjectCommand(putInput(key, body)));
    },
    async get(key) {
      try {
        const response = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return await response.Body?.transformToString("utf8");
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async list(prefix) {
      const objects: ListedObject[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const object of page.Contents ?? [])
          if (object.Key) objects.push({ key: object.Key, modified: object.LastModified?.getTime() });
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return objects;
    },
    async putIfAbsent(key, body) {
      try {
        await client.send(new PutObjectCommand({ ...putInput(key, body), IfNoneMatch: "*" }));
        return true;
      } catch (error) {
        if (isPreconditionFailure(error)) return false;
        throw error;
      }
    },
    // AWS S3, MinIO and R2 answer a second If-None-Match: * write with 412; s3rver and some others ignore
    // the header and overwrite, and then claims fall back to claim-then-list (object-outbox.ts).
    async probe(key) {
      try {
        const first = await backend.putIfAbsent?.(key, "probe");
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        const second = await backend.putIfAbsent?.(key, "probe");
        return { conditionalWrites: first === true && second === false, storeNow: head.LastModified?.getTime() };
      } finally {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      }
    },
  };
  return { backend };
}

export function createS3Store(
  location: S3Location,
  env: Record<string, string | undefined> = {},
  timeouts: S3Timeouts = S3_TIMEOUTS,
): OutboxStore {
  const opened = s3Backend(location, env, timeouts);
  if ("problem" in opened) return unusableStore(s3Label(location), opened.problem);
  return createObjectOutbox(opened.backend, s3Label(location), location.prefix);
}

export function s3Label(location: S3Location): string {
  const where = location.endpoint ? ` at ${new URL(location.endpoint).host}` : "";
  return `s3://${location.bucket}/${location.prefix}${where}`;
}
