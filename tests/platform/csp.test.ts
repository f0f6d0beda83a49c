import { createHash } from "node:crypto";
import { documentPolicy, headerPolicy, sha256Source } from "../../src/lib/seo/csp";
import { cspMetaPolicy } from "../support/csp-meta-policy";
import {
  executableInlineScripts,
  inlineEventHandlers,
  inlineScripts,
  withCspMeta,
} from "../../src/lib/seo/inline-scripts";

const page = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>x</title>
<script>document.documentElement.dataset.theme=localStorage.getItem("theme")||"dark"</script>
<script type="application/ld+json">{"@type":"AutoDealer"}</script>
<script type="text/partytown" id="google-tag-config">window.gtag=function(){}</script>
<script type="module">const e=1</script>
<script src="/app-0123456789abcdef0123.js" async></script>
</head><body><div id="___gatsby"></div><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script></body></html>`;

describe("inline scripts", () => {
  it("finds scripts without src, keeping their exact text", () => {
    expect(inlineScripts(page).map((script) => script.type)).toEqual([
      "",
      "application/ld+json",
      "text/partytown",
      "module",
      "",
    ]);
  });

  it("hashes what a browser may run: plain, module and Partytown scripts, not JSON-LD", () => {
    expect(executableInlineScripts(page)).toEqual([
      'document.documentElement.dataset.theme=localStorage.getItem("theme")||"dark"',
      "window.gtag=function(){}",
      "const e=1",
      '/*<![CDATA[*/window.pagePath="/";/*]]>*/',
    ]);
  });

  it("gives the CSP source a browser computes for the text", () => {
    const expected = createHash("sha256").update("const e=1").digest("base64");
    expect(sha256Source("const e=1")).toBe(`'sha256-${expected}'`);
    // The well-known hash of an empty script.
    expect(sha256Source("")).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });

  it("finds inline event handlers, which a hash-based policy blocks", () => {
    expect(inlineEventHandlers('<img src="a.jpg" onload="x()"><button onClick="y()">')).toEqual(["onload", "onclick"]);
    expect(inlineEventHandlers('<script>const s = "<img onerror=x>"</script><p data-on="1">')).toEqual([]);
  });
});

describe("Content-Security-Policy", () => {
  it("allows only our own files, the page's hashes and the integrations that are on", () => {
    const policy = documentPolicy({
      scriptHashes: ["'sha256-b'", "'sha256-a'", "'sha256-a'"],
      connectSrc: ["https://o1.ingest.sentry.io"],
      imgSrc: ["https://*.google-analytics.com"],
    });
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self' 'sha256-a' 'sha256-b';");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).toContain("connect-src 'self' https://o1.ingest.sentry.io;");
    expect(policy).toContain("img-src 'self' data: blob: https://*.google-analytics.com;");
    expect(policy).toContain("object-src 'none'");
  });

  it("allows frames from our own origin only, plus the video players when the inventory has videos", () => {
    expect(documentPolicy({ scriptHashes: [] })).toContain("frame-src 'self';");
    expect(
      documentPolicy({ scriptHashes: [], frameSrc: ["https://player.vimeo.com", "https://www.youtube-nocookie.com"] }),
    ).toContain("frame-src 'self' https://player.vimeo.com https://www.youtube-nocookie.com;");
  });

  it("keeps frame-ancestors in the header policy, which sets no script rules", () => {
    expect(headerPolicy({ upgradeInsecureRequests: false })).toBe(
      "frame-ancestors 'self'; object-src 'none'; base-uri 'self'; form-action 'self'",
    );
    expect(headerPolicy({ upgradeInsecureRequests: true })).toMatch(/; upgrade-insecure-requests$/);
    expect(headerPolicy({ upgradeInsecureRequests: true })).not.toMatch(/script-src|default-src/);
  });

  it("writes the policy first in the head, after the charset, and replaces an earlier one", () => {
    const once = withCspMeta(page, "script-src 'self' 'sha256-a'");
    expect(once).toContain(
      `<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="script-src 'self' 'sha256-a'"/><title>`,
    );
    const twice = withCspMeta(once, "script-src 'self'");
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(cspMetaPolicy(twice)).toBe("script-src 'self'");
    expect(() => withCspMeta("<p>no head</p>", "x")).toThrow(/no <head>/);
    expect(withCspMeta("<html><head><title>t</title></head></html>", "a")).toContain(
      '<head><meta http-equiv="Content-Security-Policy" content="a"/>',
    );
  });
});
