import { checkRequestOrigin, isLoopbackSite } from "../../src/lib/server-kit/request/request-origin";

const site = { siteUrl: "https://sierravistamotors.example", allowLoopback: false };
const local = { siteUrl: "http://localhost:9000", allowLoopback: true };

describe("checkRequestOrigin", () => {
  it.each([
    ["Sec-Fetch-Site: same-origin", { "sec-fetch-site": "same-origin" }],
    ["Sec-Fetch-Site: none (typed or bookmarked)", { "sec-fetch-site": "none" }],
    ["this site's Origin, no Sec-Fetch-Site (an older browser)", { origin: "https://sierravistamotors.example" }],
    [
      "same-site with this site's Origin",
      { "sec-fetch-site": "same-site", origin: "https://sierravistamotors.example" },
    ],
    ["a Referer on this site, no Origin", { referer: "https://sierravistamotors.example/contact/?x=1" }],
    ["no browser headers at all (curl, a server, a CRM test)", {}],
  ])("accepts %s", (_name, headers) => {
    expect(checkRequestOrigin(headers, site)).toEqual({ allowed: true });
  });

  it.each([
    [
      "Sec-Fetch-Site: cross-site",
      { "sec-fetch-site": "cross-site", origin: "https://sierravistamotors.example" },
      /cross-site/,
    ],
    ["a foreign Origin without Sec-Fetch-Site", { origin: "https://evil.example" }, /Origin/],
    [
      "same-site from a sibling subdomain",
      { "sec-fetch-site": "same-site", origin: "https://blog.sierravistamotors.example" },
      /Origin/,
    ],
    ["same-site without an Origin", { "sec-fetch-site": "same-site" }, /same-site/],
    ["Origin: null (a sandboxed frame)", { origin: "null" }, /Origin/],
    ["this host on another scheme", { origin: "http://sierravistamotors.example" }, /Origin/],
    ["this host on another port", { origin: "https://sierravistamotors.example:8443" }, /Origin/],
    ["a look-alike host", { origin: "https://sierravistamotors.example.evil.example" }, /Origin/],
    ["a foreign Referer, no Origin", { referer: "https://evil.example/sierravistamotors.example/" }, /Referer/],
    ["a Referer that is not a web address", { referer: "javascript:alert(1)" }, /Referer/],
    [
      "a foreign Origin even when the Referer is ours",
      { origin: "https://evil.example", referer: "https://sierravistamotors.example/" },
      /Origin/,
    ],
    ["localhost when the site is public", { origin: "http://localhost:8000" }, /Origin/],
  ])("refuses %s", (_name, headers, reason) => {
    const verdict = checkRequestOrigin(headers, site);
    expect(verdict.allowed).toBe(false);
    expect(!verdict.allowed && verdict.reason).toMatch(reason);
  });

  it("accepts any loopback origin in development, and still no other", () => {
    for (const origin of ["http://localhost:8000", "http://127.0.0.1:9000", "http://[::1]:9100"]) {
      expect(checkRequestOrigin({ origin }, local)).toEqual({ allowed: true });
    }
    expect(checkRequestOrigin({ origin: "https://evil.example" }, local).allowed).toBe(false);
    expect(checkRequestOrigin({ origin: "http://localhost.evil.example" }, local).allowed).toBe(false);
  });

  it("knows a local site address", () => {
    expect(isLoopbackSite("http://localhost:9000")).toBe(true);
    expect(isLoopbackSite("http://127.0.0.1")).toBe(true);
    expect(isLoopbackSite("https://sierravistamotors.example")).toBe(false);
  });
});
