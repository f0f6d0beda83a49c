import { resourcesToSave } from "../../src/lib/platform/offline-warmup";

describe("files saved for offline after the service worker takes over", () => {
  it("keeps the site's own files once each, not the worker, Partytown or third parties", () => {
    const origin = "https://x.example";
    expect(
      resourcesToSave(
        [
          `${origin}/app-1.js`,
          `${origin}/page-data/index/page-data.json`,
          `${origin}/page-data/sq/d/123.json`,
          `${origin}/static/a/b.avif`,
          `${origin}/app-1.js`,
          `${origin}/sw.js`,
          `${origin}/~partytown/partytown-sw.js?v=0.7.6`,
          `${origin}/__third-party-proxy?url=https%3A%2F%2Fwww.googletagmanager.com%2Fgtag%2Fjs`,
          "https://o1.ingest.sentry.io/api/1/envelope/",
          "https://x.example.evil.test/app.js",
        ],
        origin,
      ),
    ).toEqual([
      `${origin}/app-1.js`,
      `${origin}/page-data/index/page-data.json`,
      `${origin}/page-data/sq/d/123.json`,
      `${origin}/static/a/b.avif`,
    ]);
  });
});
