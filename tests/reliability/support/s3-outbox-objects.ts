// An S3 outbox seen from outside the server: the lead writes as they reach the store through the fault proxy
// (for the crash test to kill inside them), and every object left under a prefix, listed from s3rver itself.
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { S3_BUCKET, STORE_TEST_ENV } from "../../leads/support/store-servers";
import type { WriteWatch } from "./crash-loop";
import type { FaultProxy } from "./fault-proxy";

/** The endpoint (`?endpoint=`) of an s3:// outbox URL. */
export const endpointOf = (outboxUrl: string) => new URL(outboxUrl).searchParams.get("endpoint") ?? "";

/** PUTs of lead objects under `prefix` (path-style: `/<bucket>/<prefix>/leads/<name>`), as they arrive. */
export function s3LeadWrites(proxy: FaultProxy, prefix: string): WriteWatch {
  const leadPath = `/${S3_BUCKET}/${prefix}/leads/`;
  return (onWrite) =>
    proxy.watch((request) => request.method === "PUT" && request.path.startsWith(leadPath) && onWrite());
}

/** Every key under `prefix` in the test bucket, read from the store directly (not through the proxy). */
export async function s3ObjectKeys(endpoint: string, prefix: string): Promise<string[]> {
  const client = new S3Client({
    endpoint,
    forcePathStyle: true,
    region: "us-east-1",
    credentials: {
      accessKeyId: STORE_TEST_ENV.AWS_ACCESS_KEY_ID,
      secretAccessKey: STORE_TEST_ENV.AWS_SECRET_ACCESS_KEY,
    },
  });
  try {
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: S3_BUCKET, Prefix: prefix, ContinuationToken }),
      );
      keys.push(...(page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys;
  } finally {
    client.destroy();
  }
}
