// The S3 client's region and credentials come from the environment the function runs in, handed to the SDK
// explicitly (a compiled function's SDK cannot read them), with LEAD_S3_* first (Netlify keeps AWS_*).
import { s3ClientSettings } from "../../src/lib/server-kit/store/s3-client-settings";

const AWS: { region?: string } = {};
const MINIO = { endpoint: "http://127.0.0.1:9000" };

describe("s3ClientSettings", () => {
  it("reads the AWS SDK's usual variables on a server", () => {
    expect(
      s3ClientSettings(AWS, { AWS_REGION: "us-west-2", AWS_ACCESS_KEY_ID: "AKIA1", AWS_SECRET_ACCESS_KEY: "s1" }),
    ).toEqual({ region: "us-west-2", credentials: { accessKeyId: "AKIA1", secretAccessKey: "s1" } });
    expect(s3ClientSettings(AWS, { AWS_DEFAULT_REGION: "eu-west-1" }).region).toBe("eu-west-1");
  });

  it("prefers LEAD_S3_* and the URL's ?region=, and passes a session token", () => {
    const env = {
      AWS_REGION: "us-west-2",
      AWS_ACCESS_KEY_ID: "AKIA-LAMBDA",
      AWS_SECRET_ACCESS_KEY: "lambda",
      LEAD_S3_REGION: "us-east-2",
      LEAD_S3_ACCESS_KEY_ID: "AKIA-DEALER",
      LEAD_S3_SECRET_ACCESS_KEY: "dealer",
      LEAD_S3_SESSION_TOKEN: "session",
    };
    expect(s3ClientSettings(AWS, env)).toEqual({
      region: "us-east-2",
      credentials: { accessKeyId: "AKIA-DEALER", secretAccessKey: "dealer", sessionToken: "session" },
    });
    expect(s3ClientSettings({ ...AWS, region: "ca-central-1" }, env).region).toBe("ca-central-1");
  });

  it("signs for us-east-1 at a custom endpoint without a region", () => {
    expect(s3ClientSettings(MINIO, { AWS_ACCESS_KEY_ID: "minio", AWS_SECRET_ACCESS_KEY: "minio123" }).region).toBe(
      "us-east-1",
    );
  });

  it("never uses Netlify's own AWS_* inside a Netlify function, and says what to set", () => {
    const netlify = {
      NETLIFY: "true",
      AWS_REGION: "us-east-1",
      AWS_ACCESS_KEY_ID: "ASIA-NETLIFY",
      AWS_SECRET_ACCESS_KEY: "netlify",
    };
    const settings = s3ClientSettings(AWS, netlify);
    expect(settings.credentials).toBeUndefined();
    expect(settings.problem).toMatch(/region/);
    expect(s3ClientSettings({ ...AWS, region: "us-east-1" }, netlify).problem).toMatch(
      /LEAD_S3_ACCESS_KEY_ID and LEAD_S3_SECRET_ACCESS_KEY/,
    );
  });

  it("names what is missing without quoting a secret", () => {
    expect(s3ClientSettings(AWS, {}).problem).toMatch(/needs a region: add \?region=<region>/);
    const half = s3ClientSettings(AWS, { AWS_REGION: "us-east-1", LEAD_S3_ACCESS_KEY_ID: "AKIA-SECRETISH" });
    expect(half.problem).toBe("LEAD_S3_ACCESS_KEY_ID is set without its secret access key");
  });
});
