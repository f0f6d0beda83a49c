import { routeSettingOf } from "../../src/lib/leads/lead-lots";
import { readLeadConfig, recipientsFor } from "../../src/lib/leads/delivery/config/lead-config";
import { runtimeEnv } from "../../src/lib/server-kit/store/runtime-env";

const FROM = '"Dealer website" <sales@dealer.example>';

describe("readLeadConfig", () => {
  it("defaults to the .leads outbox under the working folder, no SMTP, 8 leads per 10 minutes", () => {
    const { config, problems } = readLeadConfig({}, FROM, "/srv/site");
    expect(problems).toEqual([]);
    expect(config).toEqual({
      smtp: undefined,
      outbox: { kind: "file", dir: "/srv/site/.leads" },
      rateLimit: { max: 8, windowSeconds: 600 },
      networkRateLimit: 32,
      globalLimit: 30,
      outboxMaxDays: 30,
      alertAfterHours: 24,
      outboxLimits: { maxFiles: 1000, maxBytes: 50 * 1024 * 1024 },
      outboxMaxHeld: 200,
      trustedProxyHops: 0,
      trustedProxies: ["127.0.0.0/8", "::1/128"],
      siteUrl: "http://localhost:9000",
      nodeEnv: "",
    });
  });

  it("turns SMTP on when LEAD_SMTP_URL and LEAD_TO are both set", () => {
    const { config } = readLeadConfig(
      {
        LEAD_SMTP_URL: "smtps://user:secret@mail.example:465",
        LEAD_TO: "crm@dealer.example, sales@dealer.example",
        LEAD_EMAIL_FORMAT: "readable",
      },
      FROM,
      "/srv/site",
    );
    expect(config.smtp).toEqual({
      url: "smtps://user:secret@mail.example:465",
      requireTls: true,
      to: ["crm@dealer.example", "sales@dealer.example"],
      routes: {},
      from: FROM,
      format: "readable",
    });
  });

  it("routes a group's lot to its LEAD_TO_<ID> and every other lead to LEAD_TO; a malformed route falls back", () => {
    const { config, problems } = readLeadConfig(
      {
        LEAD_SMTP_URL: "smtp://127.0.0.1:2525",
        LEAD_TO: "bdc@group.example",
        LEAD_TO_ELK_GROVE: "elk@group.example, crm-elk@group.example",
        LEAD_TO_ROSEVILLE: "not an address",
        LEAD_TO_EAST_SACRAMENTO: " ",
      },
      FROM,
      "/srv/site",
    );
    const smtp = config.smtp!;
    expect(smtp.routes).toEqual({ LEAD_TO_ELK_GROVE: ["elk@group.example", "crm-elk@group.example"] });
    expect(recipientsFor(smtp, "elk-grove")).toEqual(["elk@group.example", "crm-elk@group.example"]);
    // No setting (or an empty one), a malformed one, no lot at all: the group's own address.
    expect(recipientsFor(smtp, "east-sacramento")).toEqual(["bdc@group.example"]);
    expect(recipientsFor(smtp, "roseville")).toEqual(["bdc@group.example"]);
    expect(recipientsFor(smtp, undefined)).toEqual(["bdc@group.example"]);
    expect(problems).toEqual([
      "LEAD_TO_ROSEVILLE must be one or more e-mail addresses separated by commas: that lot's leads go to LEAD_TO.",
    ]);
    expect(routeSettingOf("east-sacramento")).toBe("LEAD_TO_EAST_SACRAMENTO");
  });

  it.each([
    [{ LEAD_SMTP_URL: "smtp://mail.example" }, /LEAD_TO is not/],
    [{ LEAD_TO: "crm@dealer.example" }, /LEAD_SMTP_URL is not/],
    [{ LEAD_SMTP_URL: "http://mail.example", LEAD_TO: "crm@dealer.example" }, /must start with smtp/],
    [
      { LEAD_SMTP_URL: "smtp://mail.example", LEAD_TO: "crm@dealer.example, oops" },
      /LEAD_TO must be one or more e-mail addresses/,
    ],
    [
      { LEAD_SMTP_URL: "smtp://mail.example", LEAD_TO: "crm@dealer.example", LEAD_EMAIL_FORMAT: "html" },
      /LEAD_EMAIL_FORMAT/,
    ],
  ])("keeps SMTP off and says why for %j", (env, problem) => {
    const { config, problems } = readLeadConfig(env, FROM, "/srv/site");
    expect(config.smtp).toBeUndefined();
    expect(config.outbox).toEqual({ kind: "file", dir: "/srv/site/.leads" });
    expect(problems.join("\n")).toMatch(problem);
  });

  it("never repeats the SMTP password in a problem", () => {
    const { problems } = readLeadConfig(
      { LEAD_SMTP_URL: "ftp://user:hunter2@mail.example", LEAD_TO: "a@b.example" },
      FROM,
      "/",
    );
    expect(problems.join("\n")).not.toContain("hunter2");
  });

  it("reads the outbox folder, its off switch, limits and proxy hops, and reports bad numbers", () => {
    const outboxOf = (env: Record<string, string>) => readLeadConfig(env, FROM, "/srv").config.outbox;
    expect(outboxOf({ LEAD_OUTBOX_DIR: "/var/leads" })).toEqual({ kind: "file", dir: "/var/leads" });
    expect(outboxOf({ LEAD_OUTBOX_DIR: "data/leads" })).toEqual({ kind: "file", dir: "/srv/data/leads" });
    expect(outboxOf({ LEAD_OUTBOX_DIR: "off" })).toBeUndefined();
    expect(readLeadConfig({ LEAD_OUTBOX_DIR: "/var/leads" }, FROM, "/").problems).toEqual([
      "LEAD_OUTBOX_DIR is deprecated: use LEAD_OUTBOX_URL=file:<folder> (the same outbox).",
    ]);
    const { config, problems } = readLeadConfig(
      {
        LEAD_RATE_LIMIT: "3",
        LEAD_RATE_LIMIT_WINDOW_SECONDS: "soon",
        LEAD_TRUST_PROXY_HOPS: "1",
        SITE_URL: "https://cars.example/",
      },
      FROM,
      "/srv",
    );
    expect(config.rateLimit).toEqual({ max: 3, windowSeconds: 600 });
    expect(
      readLeadConfig({ LEAD_GLOBAL_LIMIT: "100", LEAD_OUTBOX_MAX_FILES: "50", LEAD_OUTBOX_MAX_MB: "2" }, FROM, "/")
        .config,
    ).toMatchObject({
      globalLimit: 100,
      outboxLimits: { maxFiles: 50, maxBytes: 2 * 1024 * 1024 },
    });
    expect(readLeadConfig({ LEAD_GLOBAL_LIMIT: "0" }, FROM, "/").problems).toEqual([
      "LEAD_GLOBAL_LIMIT must be a whole number of at least 1; using 30.",
    ]);
    expect(config.trustedProxyHops).toBe(1);
    expect(config.siteUrl).toBe("https://cars.example");
    expect(problems).toEqual(["LEAD_RATE_LIMIT_WINDOW_SECONDS must be a whole number of at least 1; using 600."]);
  });

  it("reads LEAD_OUTBOX_URL: a folder, Netlify Blobs, an S3 bucket, or off; it wins over LEAD_OUTBOX_DIR", () => {
    const outboxOf = (env: Record<string, string>) => readLeadConfig(env, FROM, "/srv").config.outbox;
    expect(outboxOf({ LEAD_OUTBOX_URL: "file:data/leads", LEAD_OUTBOX_DIR: "/elsewhere" })).toEqual({
      kind: "file",
      dir: "/srv/data/leads",
    });
    expect(outboxOf({ LEAD_OUTBOX_URL: "file:///var/leads" })).toEqual({ kind: "file", dir: "/var/leads" });
    expect(outboxOf({ LEAD_OUTBOX_URL: "netlify-blobs:dealer-leads" })).toEqual({
      kind: "netlify-blobs",
      storeName: "dealer-leads",
      apiURL: undefined,
      siteID: undefined,
    });
    expect(outboxOf({ LEAD_OUTBOX_URL: "s3://leads/site?endpoint=http://127.0.0.1:9000&forcePathStyle=true" })).toEqual(
      {
        kind: "s3",
        bucket: "leads",
        prefix: "site",
        endpoint: "http://127.0.0.1:9000",
        forcePathStyle: true,
        region: undefined,
        serverSideEncryption: true,
      },
    );
    expect(outboxOf({ LEAD_OUTBOX_URL: "s3://my-bucket?sse=off&region=eu-west-1" })).toMatchObject({
      bucket: "my-bucket",
      prefix: "",
      forcePathStyle: false,
      region: "eu-west-1",
      serverSideEncryption: false,
    });
    expect(outboxOf({ LEAD_OUTBOX_URL: "off" })).toBeUndefined();
  });

  it("defaults to Netlify Blobs on Netlify, and turns a broken LEAD_OUTBOX_URL off rather than guessing", () => {
    expect(readLeadConfig({ NETLIFY: "true" }, FROM, "/var/task").config.outbox).toEqual({
      kind: "netlify-blobs",
      storeName: "leads",
    });
    for (const url of [
      "s3://key:secret@bucket/x",
      "ftp://x",
      "netlify-blobs:bad name",
      "s3://b?endpoint=javascript:1",
    ]) {
      const { config, problems } = readLeadConfig({ LEAD_OUTBOX_URL: url }, FROM, "/");
      expect(config.outbox, url).toBeUndefined();
      expect(problems.join("\n"), url).toMatch(/LEAD_OUTBOX_URL.*the outbox is off/);
      expect(problems.join("\n")).not.toContain("secret");
    }
  });

  it("reads the retention and alert settings", () => {
    expect(readLeadConfig({ LEAD_OUTBOX_MAX_DAYS: "7", LEAD_ALERT_AFTER_HOURS: "2" }, FROM, "/").config).toMatchObject({
      outboxMaxDays: 7,
      alertAfterHours: 2,
    });
  });

  it("reads the trusted proxies: loopback by default, a list of addresses and ranges, or * for any", () => {
    expect(readLeadConfig({ LEAD_TRUST_PROXY_HOPS: "1" }, FROM, "/").config.trustedProxies).toEqual([
      "127.0.0.0/8",
      "::1/128",
    ]);
    expect(
      readLeadConfig(
        { LEAD_TRUST_PROXY_HOPS: "1", LEAD_TRUSTED_PROXIES: "10.0.0.5, 172.16.0.0/12 2001:db8::/48" },
        FROM,
        "/",
      ).config.trustedProxies,
    ).toEqual(["10.0.0.5/32", "172.16.0.0/12", "2001:db8::/48"]);
    expect(
      readLeadConfig({ LEAD_TRUST_PROXY_HOPS: "2", LEAD_TRUSTED_PROXIES: "*" }, FROM, "/").config.trustedProxies,
    ).toEqual(["*"]);
    const { config, problems } = readLeadConfig({ LEAD_TRUSTED_PROXIES: "10.0.0.5, nginx" }, FROM, "/");
    expect(config.trustedProxies).toEqual(["10.0.0.5/32"]);
    expect(problems).toEqual([
      "LEAD_TRUSTED_PROXIES is set but LEAD_TRUST_PROXY_HOPS is 0: X-Forwarded-For is not used.",
      'LEAD_TRUSTED_PROXIES: "nginx" is not an IP address or range like 10.0.0.0/8; ignored.',
    ]);
  });

  it("reads the environment of the running process", () => {
    vi.stubEnv("LEAD_TO", "runtime@dealer.example");
    expect(runtimeEnv().LEAD_TO).toBe("runtime@dealer.example");
    vi.unstubAllEnvs();
  });
});
