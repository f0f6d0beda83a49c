import { preferredEncoding } from "../../src/lib/server/accept-encoding";
import { compileHeaderRules } from "../../src/lib/server/header-rules";
import { listenAddress, listenUrl } from "../../src/lib/server/listen-address";
import { isHostFile, publicFileFor } from "../../src/lib/server/public-paths";
import { parseHeadersFile } from "../../src/lib/seo/headers-file";
import { HEADERS_FILE } from "./support/fixture-site";

describe("Accept-Encoding: which precompressed twin to send", () => {
  it("prefers brotli, then gzip, among the twins that exist", () => {
    expect(preferredEncoding("gzip, deflate, br", ["br", "gzip"])).toBe("br");
    expect(preferredEncoding("gzip, deflate, br", ["gzip"])).toBe("gzip");
    expect(preferredEncoding("gzip", ["br"])).toBeUndefined();
    expect(preferredEncoding("x-gzip", ["gzip"])).toBe("gzip");
  });

  it("follows q-values: 0 refuses, a higher q wins, * covers codings not named", () => {
    expect(preferredEncoding("br;q=0, gzip", ["br", "gzip"])).toBe("gzip");
    expect(preferredEncoding("br;q=0.5, gzip;q=0.8", ["br", "gzip"])).toBe("gzip");
    expect(preferredEncoding("*", ["br", "gzip"])).toBe("br");
    expect(preferredEncoding("*;q=0, gzip", ["br", "gzip"])).toBe("gzip");
    expect(preferredEncoding("identity", ["br", "gzip"])).toBeUndefined();
    expect(preferredEncoding("BR;Q=1", ["br"])).toBe("br");
  });

  it("sends the file as it is without a header or without twins", () => {
    expect(preferredEncoding(undefined, ["br"])).toBeUndefined();
    expect(preferredEncoding("", ["br"])).toBeUndefined();
    expect(preferredEncoding("br", [])).toBeUndefined();
  });
});

describe("_headers rules as the server applies them", () => {
  const headersFor = compileHeaderRules(parseHeadersFile(HEADERS_FILE));
  const asRecord = (pathname: string) => Object.fromEntries(headersFor(pathname));

  it("applies every matching rule and joins a header named by several with ', '", () => {
    const headers = asRecord("/contact/index.html");
    expect(headers["Content-Security-Policy"]).toBe("frame-ancestors 'self'; object-src 'none'");
    expect(headers["X-Robots-Tag"]).toBe("noarchive, nosnippet");
    expect(asRecord("/contact/")["X-Robots-Tag"]).toBe("noarchive");
  });

  it("gives the long cache to the files the rules name, and not to pages", () => {
    expect(asRecord("/app-abc123.js")["Cache-Control"]).toBe("public, max-age=31536000, immutable");
    expect(asRecord("/static/a/b.jpg")["Cache-Control"]).toBe("public, max-age=31536000, immutable");
    expect(asRecord("/")["Cache-Control"]).toBeUndefined();
    expect(asRecord("/app-abc123.jsx")["Cache-Control"]).toBeUndefined();
  });

  it("skips headers the server must set itself (Netlify's list)", () => {
    expect(asRecord("/contact/")).not.toHaveProperty("Content-Length");
  });
});

describe("PORT and HOST", () => {
  it("defaults to 127.0.0.1:9000 and reads both from the environment", () => {
    expect(listenAddress({})).toEqual({ host: "127.0.0.1", port: 9000 });
    expect(listenAddress({ PORT: " 8080 ", HOST: "::" })).toEqual({ host: "::", port: 8080 });
    expect(listenAddress({ PORT: "0", HOST: "" })).toEqual({ host: "127.0.0.1", port: 0 });
  });

  it("refuses a PORT that is not a port number, naming it", () => {
    for (const port of ["http", "-1", "65536", "80.5"])
      expect(() => listenAddress({ PORT: port })).toThrow(`PORT must be a port number (0 to 65535), got "${port}"`);
  });

  it("writes IPv6 addresses in brackets", () => {
    expect(listenUrl({ host: "::1", port: 9000 })).toBe("http://[::1]:9000");
    expect(listenUrl({ host: "127.0.0.1", port: 9000 })).toBe("http://127.0.0.1:9000");
  });
});

describe("request paths and the files of public/", () => {
  it("answers a folder path with its index.html, and decodes escapes", () => {
    expect(publicFileFor("/")).toBe("index.html");
    expect(publicFileFor("/contact/")).toBe("contact/index.html");
    expect(publicFileFor("/app-abc123.js")).toBe("app-abc123.js");
    expect(publicFileFor("/a%20b/c.js")).toBe("a b/c.js");
  });

  it("names no file for traversal, dotfiles, empty segments or bad escapes", () => {
    for (const pathname of ["/../etc/passwd", "/a/%2e%2e/b", "/.env", "/a//b", "/%E0%A4%A", "/a%00b", "/a%5Cb"])
      expect(publicFileFor(pathname)).toBeUndefined();
  });

  it("keeps the host's own files out of the site", () => {
    expect(isHostFile("/_headers")).toBe(true);
    expect(isHostFile("/_redirects")).toBe(true);
    expect(isHostFile("/_image-service.json")).toBe(true);
    expect(isHostFile("/headers")).toBe(false);
  });
});
