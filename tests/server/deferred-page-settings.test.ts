import path from "node:path";
import { deferredPageCacheSettings } from "../../src/lib/server/deferred-page-settings";

const PUBLIC = path.resolve("/srv/site/public");

describe("the deferred pages' folder and size", () => {
  it("defaults to .cache/deferred-pages beside public/ and 512 MB", () => {
    expect(deferredPageCacheSettings({}, PUBLIC)).toEqual({
      dir: path.resolve("/srv/site/.cache/deferred-pages"),
      maxBytes: 512 * 1024 * 1024,
    });
  });

  it("takes DEFERRED_PAGES_CACHE_DIR and DEFERRED_PAGES_CACHE_MAX_MB", () => {
    const env = { DEFERRED_PAGES_CACHE_DIR: " /var/cache/site/pages ", DEFERRED_PAGES_CACHE_MAX_MB: "0.5" };
    expect(deferredPageCacheSettings(env, PUBLIC)).toEqual({ dir: "/var/cache/site/pages", maxBytes: 524288 });
  });

  it("refuses a folder inside public/ and a size that is not above 0, naming the variable", () => {
    expect(() => deferredPageCacheSettings({ DEFERRED_PAGES_CACHE_DIR: "/srv/site/public/pages" }, PUBLIC)).toThrow(
      'DEFERRED_PAGES_CACHE_DIR must be outside the build\'s public/ folder, got "/srv/site/public/pages"',
    );
    for (const value of ["0", "-1", "lots"])
      expect(() => deferredPageCacheSettings({ DEFERRED_PAGES_CACHE_MAX_MB: value }, PUBLIC)).toThrow(
        `DEFERRED_PAGES_CACHE_MAX_MB must be a number of megabytes above 0, got "${value}"`,
      );
  });
});
