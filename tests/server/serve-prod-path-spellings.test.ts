// The production server decides what to serve, and which _headers rules apply, on the path itself, not on
// one way of writing it: `/%5Fheaders`, `//_headers`, `/./_headers`, `/x/%2e%2e/_headers` are all the host's
// _headers file, and `/%61dmin/` and `//admin/` the editor's page. Each such spelling is refused (404) or gets
// exactly what the plain path gets; the host files are never served. Raw requests, a real server on loopback
// over a fixture build.
import { startSiteServer, type SiteServer } from "../../scripts/serve-prod/start-server";
import { HASHED_JS, REDIRECTS_FILE, makeFixtureSite, removeFixtureSite } from "./support/fixture-site";
import { rawGet, type RawHttpAnswer } from "./support/raw-http";

let publicDir: string;
let site: SiteServer;
let port: number;

beforeAll(async () => {
  publicDir = makeFixtureSite();
  site = await startSiteServer({ publicDir, host: "127.0.0.1", port: 0, log: () => undefined });
  port = Number(new URL(site.url).port);
});

afterAll(async () => {
  await site?.stop();
  removeFixtureSite(publicDir);
});

/** What a client sees of an answer: its status and every header but the clock's. */
const seen = ({ status, headers }: RawHttpAnswer) => {
  const { date, ...rest } = headers;
  void date;
  return { status, headers: rest };
};

/** A spelling of `plain` gets 404, or exactly the status and headers `plain` gets. */
async function expectRefusedOrSame(plain: string, spellings: readonly string[]): Promise<void> {
  const expected = seen(await rawGet(port, plain));
  for (const spelling of spellings) {
    const answer = await rawGet(port, spelling);
    if (answer.status === 404) continue;
    expect(seen(answer), `${spelling} (as ${plain})`).toEqual(expected);
  }
}

describe("the host files _headers and _redirects", () => {
  it("are never served, however the path is spelled", async () => {
    for (const target of [
      "/_headers",
      "/%5Fheaders",
      "/%5fheaders",
      "/_%68eaders",
      "//_headers",
      "/./_headers",
      "/x/../_headers",
      "/x/%2e%2e/_headers",
      "/x/%2E%2E/_headers",
      "/static/..%2f_headers",
      "/_HEADERS",
      "/_redirects",
      "/%5fredirects",
      "//_redirects",
      "/./%5Fredirects",
    ]) {
      const answer = await rawGet(port, target);
      expect(answer.status, target).toBe(404);
      expect(answer.body, target).not.toContain("Strict-Transport-Security");
      expect(answer.body, target).not.toContain(REDIRECTS_FILE.trim());
    }
  });
});

describe("the content editor's page", () => {
  it("gets its own rules (no framing, not indexed), and under every other spelling is refused or gets the same", async () => {
    const admin = await rawGet(port, "/admin/");
    expect(admin.status).toBe(200);
    expect(admin.body).toContain("<h1>Content editor</h1>");
    expect(admin.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(admin.headers["x-robots-tag"]).toBe("noindex, nofollow");
    await expectRefusedOrSame("/admin/", [
      "/%61dmin/",
      "/%61%64%6d%69%6e/",
      "//admin/",
      "/./admin/",
      "/admin/./",
      "/admin//",
      "/x/../admin/",
      "/x/%2e%2e/admin/",
      "/%2e/admin/",
      "/admin/index.html/.",
    ]);
    await expectRefusedOrSame("/admin/index.html", [
      "/%61dmin/index.html",
      "//admin/index.html",
      "/admin/./index.html",
    ]);
    await expectRefusedOrSame("/admin", ["/%61dmin", "//admin", "/./admin"]);
  });
});

describe("other pages and files", () => {
  it("are refused, or served as under their plain path, which still works with escapes and a query", async () => {
    await expectRefusedOrSame("/contact/", ["//contact/", "/%63ontact/", "/contact/./"]);
    await expectRefusedOrSame(HASHED_JS, [`/${HASHED_JS}`, `/.${HASHED_JS}`, HASHED_JS.replace("app", "%61pp")]);
    const spaced = await rawGet(port, "/static/two%20words.txt?v=1");
    expect(spaced.status).toBe(200);
    expect(spaced.body).toBe("a file name with a space\n");
    expect(spaced.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await rawGet(port, "/contact/?from=menu")).status).toBe(200);
  });
});

describe("the health check", () => {
  it("answers at /healthz only: another spelling of it is a page that does not exist", async () => {
    const health = await rawGet(port, "/healthz");
    expect([health.status, health.body, health.headers["cache-control"]]).toEqual([200, "ok\n", "no-store"]);
    expect((await rawGet(port, "/healthz?probe=1")).body).toBe("ok\n");
    for (const spelling of [
      "/healthz/",
      "/HEALTHZ",
      "/Healthz/",
      "/healthZ",
      "/%68ealthz",
      "//healthz",
      "/./healthz",
    ]) {
      const answer = await rawGet(port, spelling);
      expect(answer.status, spelling).toBe(404);
      expect(answer.body, spelling).not.toBe("ok\n");
    }
  });
});
