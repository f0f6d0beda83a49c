// The post-build step that writes each language's static offline page and appends the fallback to sw.js,
// run on a small public/ folder in a temporary directory.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const dir = vi.hoisted(() => ({ public: "" }));

vi.mock("../../gatsby/post-build/public-files", () => ({
  publicPath: (...segments: string[]) => path.join(dir.public, ...segments),
}));

const { extendServiceWorker, writeOfflinePage } = await import("../../gatsby/post-build/write-offline-fallback");

const SW = `workbox.routing.registerRoute(navigationRoute)
self.__precacheManifest = [{"url": "offline-plugin-app-shell-fallback/index.html", "revision": "0123abcd"}]`;

function page(lang: string, words: string): string {
  return `<html lang="${lang}"><head><script src="/app-1.js"></script></head><body><h1>${words}</h1></body></html>`;
}

function publicFolder(languages: readonly ("en" | "es")[]) {
  dir.public = fs.mkdtempSync(path.join(os.tmpdir(), "offline-fallback-"));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir.public, file)), { recursive: true });
    fs.writeFileSync(path.join(dir.public, file), text);
  };
  write("offline/index.html", page("en", "You’re offline"));
  if (languages.includes("es")) write("es/offline/index.html", page("es", "No tiene conexión"));
  write("offline-plugin-app-shell-fallback/index.html", "<html></html>");
  write("sw.js", SW);
  return (file: string) => fs.readFileSync(path.join(dir.public, file), "utf8");
}

afterEach(() => fs.rmSync(dir.public, { recursive: true, force: true }));

describe("offline fallback files", () => {
  it("writes the Spanish offline page from /es/offline/ and has the worker cache both", () => {
    const read = publicFolder(["en", "es"]);
    writeOfflinePage(["en", "es"]);
    extendServiceWorker(["en", "es"]);
    expect(read("offline.html")).toContain("<h1>You’re offline</h1>");
    expect(read("es/offline.html")).toContain("<h1>No tiene conexión</h1>");
    expect(read("es/offline.html")).not.toContain("app-1.js");
    expect(read("sw.js")).toMatch(/"en":"\/offline\.html\?revision=[0-9a-f]{32}"/);
    expect(read("sw.js")).toMatch(/"es":"\/es\/offline\.html\?revision=[0-9a-f]{32}"/);
  });

  it("writes only the English page on an English-only site", () => {
    const read = publicFolder(["en"]);
    writeOfflinePage(["en"]);
    extendServiceWorker(["en"]);
    expect(fs.existsSync(path.join(dir.public, "es"))).toBe(false);
    expect(read("sw.js")).toMatch(/var KEYS = \{"en":"\/offline\.html\?revision=[0-9a-f]{32}"\};/);
  });

  it("fails the build when Spanish is on but /es/offline/ was not built", () => {
    publicFolder(["en"]);
    expect(() => writeOfflinePage(["en", "es"])).toThrow("public/es/offline/index.html is missing");
  });
});
