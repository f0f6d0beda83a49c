// The e2e suite's static policy check (e2e/support/static-csp.ts) finds what a browser would block.
import { createHash } from "node:crypto";
import { cspProblems, sourcesAllow } from "../../e2e/support/static-csp";

const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const START = 'document.documentElement.dataset.theme="dark"';
const policy = (extra = "") =>
  `default-src 'self'; script-src 'self' ${hash(START)}; style-src 'self' 'unsafe-inline'; img-src 'self' data:; ` +
  `frame-src 'self' https://www.youtube-nocookie.com; object-src 'none'; base-uri 'self'; form-action 'self'${extra}`;
const page = (body: string, csp = policy()) =>
  `<!DOCTYPE html><html><head><meta http-equiv="Content-Security-Policy" content="${csp}">` +
  `<script>${START}</script><script type="application/ld+json">{"@type":"AutoDealer"}</script>` +
  `<link rel="preload" as="script" href="/app-1.js"></head><body>${body}</body></html>`;
const URL_ = "https://dealer.example/contact/";

describe("cspProblems", () => {
  it("passes a page whose scripts, images, frames and forms its policy allows", () => {
    const body =
      '<script src="/app-1.js"></script><img src="/static/a.webp" srcset="/static/a-400.webp 400w, data:image/png;base64,AA 1w">' +
      '<iframe src="https://www.youtube-nocookie.com/embed/x"></iframe><form action="/api/leads" method="post"></form>' +
      '<div style="color:red"></div>';
    expect(cspProblems(page(body), URL_)).toEqual([]);
  });

  it("finds an inline script that is not hashed, and an inline event handler", () => {
    const problems = cspProblems(page('<script>alert(1)</script><button onclick="go()">Go</button>'), URL_);
    expect(problems).toEqual([
      "an inline script is not in script-src: alert(1)…",
      "<button onclick> is an inline event handler",
    ]);
  });

  it("finds scripts, images, frames and forms from elsewhere", () => {
    const body =
      '<script src="https://cdn.example/x.js"></script><img srcset="https://img.example/a.jpg 1x">' +
      '<iframe src="https://www.youtube.com/embed/x"></iframe><form action="https://evil.example/"></form>' +
      '<a href="javascript:alert(1)">x</a><object data="/x.swf"></object>';
    expect(cspProblems(page(body), URL_)).toEqual([
      "<script src> https://cdn.example/x.js is not allowed by script-src-elem",
      "<img srcset> https://img.example/a.jpg is not allowed by img-src",
      "<iframe src> https://www.youtube.com/embed/x is not allowed by frame-src",
      "<form action> https://evil.example/ is not allowed by form-action",
      '<a href="javascript:…">',
      "<object> /x.swf is not allowed by object-src",
    ]);
  });

  it("refuses a page without a policy or with a loose one", () => {
    expect(cspProblems("<html><head></head><body></body></html>", URL_)).toEqual([
      "no <meta http-equiv=Content-Security-Policy>",
    ]);
    expect(
      cspProblems(page("", policy().replace("script-src 'self'", "script-src 'self' 'unsafe-inline'")), URL_),
    ).toContain(`script-src is not strict: 'self' 'unsafe-inline' ${hash(START)}`);
  });
});

describe("sourcesAllow", () => {
  it("matches 'self', schemes, hosts with ports and wildcards as browsers do", () => {
    const origin = "http://localhost:9101";
    expect(sourcesAllow(["'self'"], "/x.js", origin)).toBe(true);
    expect(sourcesAllow(["'self'"], "http://localhost:9102/x.js", origin)).toBe(false);
    expect(sourcesAllow(["http://localhost:9102"], "http://localhost:9102/collect", origin)).toBe(true);
    expect(sourcesAllow(["https://*.example.com"], "https://a.example.com/x", origin)).toBe(true);
    expect(sourcesAllow(["https://*.example.com"], "https://example.org/x", origin)).toBe(false);
    expect(sourcesAllow(["data:"], "data:image/png;base64,AA", origin)).toBe(true);
    expect(sourcesAllow(["'none'"], "/x", origin)).toBe(false);
    expect(sourcesAllow(undefined, "https://anything.example/", origin)).toBe(true);
  });
});
