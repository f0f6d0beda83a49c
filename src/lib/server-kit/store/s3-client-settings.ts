// The S3 client's region and credentials, read from the environment here and handed to the SDK explicitly.
// The lead function runs compiled by Gatsby (under `gatsby serve` and on Netlify), where webpack replaces
// `process.env` with `{}`: the SDK's own reads of AWS_REGION and the keys find nothing there ("Region is
// missing"). Netlify also reserves the AWS_* names for its own Lambda role, so LEAD_S3_* come first.
import { setting } from "../../settings/setting";

type Env = Record<string, string | undefined>;

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

export interface S3ClientSettings {
  region?: string;
  /** Undefined: the SDK's default chain (an instance or task role), which works only outside a compiled function. */
  credentials?: S3Credentials;
  /** Why the store cannot be used as configured; never quotes a secret. */
  problem?: string;
}

const first = (...values: (string | undefined)[]) => values.map((value) => value?.trim()).find(Boolean);

/** True inside a Netlify function or build, where AWS_* belong to Netlify's own AWS account. */
const onNetlify = (env: Env) => setting(env, "NETLIFY") === "true" || Boolean(setting(env, "NETLIFY_BLOBS_CONTEXT"));

export function s3ClientSettings(location: { region?: string; endpoint?: string }, env: Env): S3ClientSettings {
  const netlify = onNetlify(env);
  const region =
    first(
      location.region,
      setting(env, "LEAD_S3_REGION"),
      ...(netlify ? [] : [setting(env, "AWS_REGION"), setting(env, "AWS_DEFAULT_REGION")]),
    ) ??
    // A custom endpoint (MinIO, R2) needs no real region, but the SDK refuses to sign without one.
    (location.endpoint ? "us-east-1" : undefined);
  const ours = first(setting(env, "LEAD_S3_ACCESS_KEY_ID"));
  const keyId = ours ?? (netlify ? undefined : first(setting(env, "AWS_ACCESS_KEY_ID")));
  const secret = ours ? first(setting(env, "LEAD_S3_SECRET_ACCESS_KEY")) : first(setting(env, "AWS_SECRET_ACCESS_KEY"));
  const sessionToken = ours ? first(setting(env, "LEAD_S3_SESSION_TOKEN")) : first(setting(env, "AWS_SESSION_TOKEN"));
  const settings: S3ClientSettings = {
    region,
    credentials: keyId && secret ? { accessKeyId: keyId, secretAccessKey: secret, sessionToken } : undefined,
  };
  if (!region)
    settings.problem =
      "LEAD_OUTBOX_URL s3:// needs a region: add ?region=<region> to it, or set LEAD_S3_REGION (AWS_REGION off Netlify)";
  else if (keyId && !secret)
    settings.problem = `${ours ? "LEAD_S3_ACCESS_KEY_ID" : "AWS_ACCESS_KEY_ID"} is set without its secret access key`;
  else if (!keyId && netlify)
    settings.problem =
      "an s3:// outbox on Netlify needs LEAD_S3_ACCESS_KEY_ID and LEAD_S3_SECRET_ACCESS_KEY (Netlify keeps AWS_* for its own account)";
  return settings;
}
