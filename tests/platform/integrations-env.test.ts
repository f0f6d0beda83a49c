import { buildRelease, platformPartytownProxiedUrls, platformPlugins } from "../../gatsby/platform/platform-config";
import {
  googleTagConfigScript,
  googleTagUrl,
  integrationOrigins,
  partytownProxiedUrls,
  readIntegrationsEnv,
} from "../../src/lib/platform/integrations-env";

describe("integration settings", () => {
  it("switches everything off when no variable is set", () => {
    const config = readIntegrationsEnv({});
    expect(config).toEqual({
      gaMeasurementId: undefined,
      gaTagOrigin: "https://www.googletagmanager.com",
      sentryDsn: undefined,
      sentryEnvironment: "production",
    });
    expect(partytownProxiedUrls(config)).toEqual([]);
    expect(integrationOrigins(config)).toEqual({ connectSrc: [], imgSrc: [] });
  });

  it("reads analytics and error reporting settings", () => {
    const config = readIntegrationsEnv({
      GATSBY_GA_MEASUREMENT_ID: " G-ABC123XYZ ",
      GATSBY_SENTRY_DSN: "https://public@o42.ingest.us.sentry.io/4501",
      GATSBY_SENTRY_ENVIRONMENT: "staging",
    });
    expect(config.gaMeasurementId).toBe("G-ABC123XYZ");
    expect(config.sentryEnvironment).toBe("staging");
    expect(partytownProxiedUrls(config)).toEqual(["https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ"]);
    const origins = integrationOrigins(config);
    expect(origins.connectSrc).toContain("https://o42.ingest.us.sentry.io");
    expect(origins.connectSrc).toContain("https://*.google-analytics.com");
    expect(origins.imgSrc).toContain("https://*.googletagmanager.com");
  });

  it("names every malformed variable in one clear error", () => {
    expect(() =>
      readIntegrationsEnv({
        GATSBY_GA_MEASUREMENT_ID: "UA-1234-1",
        GATSBY_SENTRY_DSN: "not a dsn",
        GATSBY_GA_TAG_ORIGIN: "https://tags.example/path",
      }),
    ).toThrow(
      /GATSBY_GA_MEASUREMENT_ID: expected a Google Analytics 4 measurement id[\s\S]*GATSBY_GA_TAG_ORIGIN: expected an origin[\s\S]*GATSBY_SENTRY_DSN: expected a Sentry DSN/,
    );
    expect(() => readIntegrationsEnv({ GATSBY_SENTRY_DSN: "https://o1.ingest.sentry.io/1" })).toThrow(
      /GATSBY_SENTRY_DSN/,
    );
  });

  it("loads the Google tag from a server-side tagging origin when one is given", () => {
    const config = readIntegrationsEnv({
      GATSBY_GA_MEASUREMENT_ID: "G-ABC123",
      GATSBY_GA_TAG_ORIGIN: "https://sgtm.dealer.example/",
    });
    expect(partytownProxiedUrls(config)).toEqual(["https://sgtm.dealer.example/gtag/js?id=G-ABC123"]);
    expect(integrationOrigins(config).connectSrc).toContain("https://sgtm.dealer.example");
    expect(googleTagConfigScript("G-ABC123", "https://sgtm.dealer.example")).toContain(
      '"server_container_url":"https://sgtm.dealer.example"',
    );
  });

  it("writes a Google tag setup without ad signals", () => {
    const script = googleTagConfigScript("G-ABC123");
    expect(script).toContain(
      'window.gtag("config","G-ABC123",{"allow_google_signals":false,"allow_ad_personalization_signals":false});',
    );
    expect(script).not.toContain("server_container_url");
    expect(() => googleTagConfigScript('G-1");alert("x')).toThrow(/not a Google Analytics 4 measurement id/);
    expect(googleTagUrl("G-ABC123")).toBe("https://www.googletagmanager.com/gtag/js?id=G-ABC123");
  });
});

describe("gatsby-config entries", () => {
  const names = (env: NodeJS.ProcessEnv) =>
    platformPlugins(env).map((plugin) => (typeof plugin === "string" ? plugin : plugin.resolve));

  it("always adds the offline service worker, and Sentry only with a DSN", () => {
    expect(names({})).toEqual(["gatsby-plugin-offline", "gatsby-plugin-offline-warmup"]);
    const env: NodeJS.ProcessEnv = { GATSBY_SENTRY_DSN: "http://k@localhost:9999/1", SENTRY_RELEASE: "r-1" };
    expect(names(env)).toEqual(["gatsby-plugin-offline", "gatsby-plugin-offline-warmup", "@sentry/gatsby"]);
    expect(env.GATSBY_SENTRY_RELEASE).toBe("r-1");
  });

  it("uploads source maps only when the Sentry project and a token are given", () => {
    const sentry = (env: NodeJS.ProcessEnv) =>
      platformPlugins({ GATSBY_SENTRY_DSN: "http://k@localhost:9999/1", ...env }).find(
        (plugin) => typeof plugin !== "string" && plugin.resolve === "@sentry/gatsby",
      );
    expect(sentry({})).toMatchObject({ options: { enableClientWebpackPlugin: false } });
    expect(sentry({ SENTRY_AUTH_TOKEN: "t", SENTRY_ORG: "o", SENTRY_PROJECT: "p" })).toMatchObject({
      options: { enableClientWebpackPlugin: true },
    });
  });

  it("sends page and slice data to the network first so a redeploy's prices show at once", () => {
    const offline = platformPlugins({})[0];
    const caching =
      typeof offline === "string"
        ? []
        : (offline.options as { workboxConfig: { runtimeCaching: Array<{ urlPattern: RegExp; handler: string }> } })
            .workboxConfig.runtimeCaching;
    const handlerFor = (url: string) => caching.find((rule) => rule.urlPattern.test(url))?.handler;
    expect(handlerFor("https://x.example/page-data/index/page-data.json")).toBe("NetworkFirst");
    expect(handlerFor("https://x.example/page-data/app-data.json")).toBe("NetworkFirst");
    expect(handlerFor("https://x.example/slice-data/header.json")).toBe("NetworkFirst");
    expect(handlerFor("https://x.example/app-0123.js")).toBe("CacheFirst");
    expect(handlerFor("https://x.example/static/a/b.jpg")).toBe("CacheFirst");
    // The Spanish site's data is cached by the same rules as the English site's (the rules name no language).
    expect(handlerFor("https://x.example/page-data/es/page-data.json")).toBe("NetworkFirst");
    expect(handlerFor("https://x.example/page-data/es/inventory/page-data.json")).toBe("NetworkFirst");
    expect(handlerFor("https://x.example/slice-data/header-es.json")).toBe("NetworkFirst");
    expect(handlerFor("https://x.example/page-data/es/vehicles/a-1/page-data.json")).toBe(
      handlerFor("https://x.example/page-data/vehicles/a-1/page-data.json"),
    );
  });

  it("proxies the Google tag through Partytown only when analytics is on", () => {
    expect(platformPartytownProxiedUrls({})).toEqual([]);
    expect(platformPartytownProxiedUrls({ GATSBY_GA_MEASUREMENT_ID: "G-ABC123" })).toEqual([
      "https://www.googletagmanager.com/gtag/js?id=G-ABC123",
    ]);
  });

  it("names the release after SENTRY_RELEASE, else the commit", () => {
    expect(buildRelease({ SENTRY_RELEASE: "v1.2.3" })).toBe("v1.2.3");
    expect(buildRelease({})).toMatch(/^([0-9a-f]{12}|build-\d{8}T\d{6}Z)$/);
  });
});
