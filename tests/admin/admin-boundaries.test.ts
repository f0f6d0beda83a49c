// The editor stays apart from the public site: no page reaches its code, search engines and the service
// worker leave /admin/ alone, and its page carries a policy of its own with nothing inline.
import path from "node:path";
import { ADMIN_URL_PATTERN, withAdminNetworkOnly } from "../../src/lib/admin/admin-service-worker";
import { adminDocumentPolicy, adminHeaderPolicy } from "../../src/lib/admin/admin-csp";
import { adminHeaderRules } from "../../src/lib/admin/admin-headers";
import { adminPageHtml } from "../../src/lib/admin/admin-page";
import { readAdminBackend } from "../../src/lib/admin/backend-env";
import { indexablePaths, htmlSaysNoindex } from "../../src/lib/seo/indexable-pages";
import { executableInlineScripts, inlineEventHandlers } from "../../src/lib/seo/inline-scripts";
import { cspMetaPolicy } from "../support/csp-meta-policy";
import { headersForPath } from "../../src/lib/seo/headers-file";
import { importGraph, sourceFilesUnder } from "../support/import-graph";

const root = path.resolve(__dirname, "../..");

const backend = readAdminBackend({});

describe("the content editor stays off the public pages", () => {
  it("no page, template, slice, component or browser entry reaches the editor's code or Decap CMS", () => {
    const entries = [
      ...["src/pages", "src/templates", "src/slices", "src/components"].flatMap((dir) =>
        sourceFilesUnder(path.join(root, dir)),
      ),
      path.join(root, "gatsby-browser.tsx"),
      path.join(root, "gatsby-ssr.tsx"),
    ];
    const { files, packages } = importGraph(entries, root);
    expect(
      [...files]
        .filter(
          ([file]) =>
            file.includes(`${path.sep}src${path.sep}admin${path.sep}`) ||
            file.includes(`${path.sep}lib${path.sep}admin${path.sep}`),
        )
        .map(([, chain]) => chain.join(" -> ")),
    ).toEqual([]);
    expect(
      [...packages]
        .filter(([name]) => name.startsWith("decap-cms") || name === "esbuild")
        .map(([name, chain]) => `${name} via ${chain.join(" -> ")}`),
    ).toEqual([]);
  });

  it("the editor's own entry does reach Decap CMS (so the check above could fail)", () => {
    expect(importGraph([path.join(root, "src/admin/index.tsx")], root).packages.has("decap-cms-app")).toBe(true);
  });

  it("is never in the sitemap", () => {
    expect(
      indexablePaths({
        pagePaths: ["/", "/admin/", "/admin/index.html", "/administration-fees/"],
        noindexPaths: new Set(),
        vehicles: [],
      }),
    ).toEqual(["/", "/administration-fees/"]);
  });

  it("always comes from the network: its route comes before every caching route of the service worker", () => {
    const worker = [
      "workbox.precaching.precacheAndRoute(self.__precacheManifest, {});",
      "workbox.routing.registerRoute(/(\\.js$|\\.css$|static\\/)/, new workbox.strategies.CacheFirst(), 'GET');",
      "workbox.routing.registerRoute(navigationRoute)",
    ].join("\n");
    const patched = withAdminNetworkOnly(worker);
    const routes = patched.split("\n").filter((line) => line.startsWith("workbox.routing.registerRoute("));
    expect(routes[0]).toBe(
      "workbox.routing.registerRoute(/^https?:\\/\\/[^/]+\\/(admin(\\/|$)|build-info\\.json($|\\?))/, new workbox.strategies.NetworkOnly(), 'GET');",
    );
    expect(routes).toHaveLength(3);
    expect(withAdminNetworkOnly(patched)).toBe(patched);
    expect(() => withAdminNetworkOnly("self.skipWaiting()")).toThrow(/registers no workbox route/);
    for (const url of [
      "https://dealer.example/admin/",
      "https://dealer.example/admin/admin.js?v=1",
      "http://localhost:9000/admin/config.yml",
      // What the editor reads to tell whether a save is live: never an old build's answer from the cache.
      "https://dealer.example/build-info.json",
      "https://dealer.example/build-info.json?t=1",
    ]) {
      expect(ADMIN_URL_PATTERN.test(url), url).toBe(true);
    }
    expect(ADMIN_URL_PATTERN.test("https://dealer.example/administration-fees/")).toBe(false);
    expect(ADMIN_URL_PATTERN.test("https://dealer.example/static/admin.js")).toBe(false);
    expect(ADMIN_URL_PATTERN.test("https://dealer.example/build-info.json.bak")).toBe(false);
  });
});

describe("the editor's page and policy", () => {
  const html = adminPageHtml({
    policy: adminDocumentPolicy(backend),
    businessName: "Sierra Vista <Auto>",
    scriptVersion: "abc",
  });

  it("is noindex, has its own policy first in <head> and nothing inline for that policy to allow", () => {
    expect(htmlSaysNoindex(html)).toBe(true);
    expect(cspMetaPolicy(html)).toBe(adminDocumentPolicy(backend));
    expect(executableInlineScripts(html)).toEqual([]);
    expect(inlineEventHandlers(html)).toEqual([]);
    expect(html).toContain("<title>Content editor · Sierra Vista &lt;Auto&gt;</title>");
  });

  it("runs only the editor's own script, talks only to the site and the editor's backend", () => {
    const policy = adminDocumentPolicy(backend);
    expect(policy).toContain("script-src 'self' 'unsafe-eval';");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("connect-src 'self' blob: http://localhost:8081;");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain("frame-ancestors");
    const github = adminDocumentPolicy(readAdminBackend({ DECAP_BACKEND: "github", DECAP_REPO: "dealer/site" }));
    expect(github).toContain("connect-src 'self' blob: http://localhost:8081 https://api.github.com;");
    expect(github).toContain("img-src 'self' data: blob: https://avatars.githubusercontent.com;");
  });

  it("is sent with its own header policy (no framing at all), noindex and no caching past a deploy", () => {
    const headers = headersForPath(adminHeaderRules(backend), "/admin/");
    expect(headers.get("content-security-policy")).toEqual([adminHeaderPolicy(backend)]);
    expect(adminHeaderPolicy(backend)).toContain("frame-ancestors 'none'");
    expect(headers.get("x-robots-tag")).toEqual(["noindex, nofollow"]);
    expect(headers.get("cache-control")).toEqual(["public, max-age=0, must-revalidate"]);
    expect(headersForPath(adminHeaderRules(backend), "/inventory/").size).toBe(0);
  });
});
