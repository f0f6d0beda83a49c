// The `s3://<bucket>/<prefix>` outbox store: any S3-compatible object store (AWS S3, Cloudflare R2, MinIO)
// through @aws-sdk/client-s3. Credentials and region come from the SDK's usual variables (AWS_ACCESS_KEY_ID,
// AWS_SECRET_ACCESS_KEY, AWS_REGION, or the instance's role). Every lead is written asking for server-side
// encryption (SSE-S3), on top of LEAD_OUTBOX_KEY's own encryption when that is set.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type ServerSideEncryption,
} from "@aws-sdk/client-s3";
import { createObjectOutbox, type ObjectBackend } from "./object-outbox";
import type { OutboxStore } from "./outbox-store";

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

export function createS3Store(location: S3Location, env: Record<string, string | undefined> = {}): OutboxStore {
  const client = new S3Client({
    endpoint: location.endpoint,
    forcePathStyle: location.forcePathStyle,
    // A custom endpoint (MinIO, R2) needs no real region, but the SDK refuses to sign without one.
    region: location.region ?? (location.endpoint && !env.AWS_REGION ? "us-east-1" : undefined),
    // A visitor may be waiting for the answer: fail in seconds, so the endpoint can say 503 with the phone.
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 10_000 },
  });
  const sse: { ServerSideEncryption?: ServerSideEncryption } = location.serverSideEncryption
    ? { ServerSideEncryption: "AES256" }
    : {};
  const Bucket = location.bucket;

  const backend: ObjectBackend = {
    async put(key, body) {
      await client.send(
        // A known length: without it the SDK takes an empty claim object for a stream and warns about it.
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: Buffer.from(body, "utf8"),
          ContentLength: Buffer.byteLength(body),
          ContentType: "application/json",
          ...sse,
        }),
      );
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
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys;
    },
  };
  const where = location.endpoint ? ` at ${new URL(location.endpoint).host}` : "";
  return createObjectOutbox(backend, `s3://${Bucket}/${location.prefix}${where}`, location.prefix);
}
