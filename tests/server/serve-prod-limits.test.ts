// serve:prod's own limits on connections, as a server reached directly (not only through nginx) needs them:
// how long the headers and the whole request may take, how long an idle connection stays, how many are open
// at once. Read from the running server, and seen from raw sockets with short limits put in for the test.
import fs from "node:fs";
import net from "node:net";
import { startSiteServer, type SiteServer } from "../../scripts/serve-prod/start-server";
import { makeFixtureSite, removeFixtureSite } from "./support/fixture-site";
import { rawGet } from "./support/raw-http";

let publicDir: string;
const started: SiteServer[] = [];

beforeAll(() => {
  publicDir = makeFixtureSite();
});

afterAll(async () => {
  await Promise.all(started.map((site) => site.stop()));
  removeFixtureSite(publicDir);
});

async function start(limits?: Parameters<typeof startSiteServer>[0]["limits"]) {
  const site = await startSiteServer({ publicDir, host: "127.0.0.1", port: 0, log: () => undefined, limits });
  started.push(site);
  return { site, port: Number(new URL(site.url).port) };
}

/** A connection to the server, with what it has received and whether the server has closed it. */
function connect(port: number) {
  const socket = net.connect({ host: "127.0.0.1", port });
  const state = { received: "", closed: false };
  socket.on("data", (chunk: Buffer) => (state.received += chunk.toString("latin1")));
  socket.on("error", () => undefined);
  socket.on("close", () => (state.closed = true));
  return { socket, state, ready: new Promise<void>((resolve) => socket.once("connect", () => resolve())) };
}

describe("serve:prod's limits", () => {
  it("are set on the server as docs/deployment.md states them", async () => {
    const { site } = await start();
    type Setting =
      "headersTimeout" | "requestTimeout" | "keepAliveTimeout" | "timeout" | "maxConnections" | "maxHeadersCount";
    const documented: Array<[Setting, number, string]> = [
      ["headersTimeout", 10_000, "10 s"],
      ["requestTimeout", 30_000, "30 s"],
      ["keepAliveTimeout", 5_000, "5 s"],
      ["timeout", 60_000, "60 s"],
      ["maxConnections", 1_024, "1,024"],
      ["maxHeadersCount", 100, "100"],
    ];
    const docs = fs.readFileSync("docs/deployment.md", "utf8");
    for (const [setting, value, written] of documented) {
      expect(site.server[setting], setting).toBe(value);
      expect(docs, setting).toContain(`| ${written} | \`${setting}\` |`);
    }
  });

  it("answers 408 and closes a connection whose headers arrive too slowly", async () => {
    const { port } = await start({ headersTimeoutMs: 300, requestTimeoutMs: 600, connectionsCheckingIntervalMs: 50 });
    const { socket, state, ready } = connect(port);
    await ready;
    const startedAt = Date.now();
    socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`);
    // One more header line every 100 ms: traffic, but the headers never end.
    const drip = setInterval(() => socket.writable && socket.write("X-Slow: 1\r\n"), 100);
    try {
      await expect.poll(() => state.closed, { timeout: 3_000, interval: 50 }).toBe(true);
    } finally {
      clearInterval(drip);
      socket.destroy();
    }
    expect(state.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(Date.now() - startedAt).toBeLessThan(2_000);
  });

  it("drops connections beyond its cap at once, and takes new ones when one closes", async () => {
    const { port } = await start({ maxConnections: 2 });
    const first = connect(port);
    const second = connect(port);
    await Promise.all([first.ready, second.ready]);
    const third = connect(port);
    await expect.poll(() => third.state.closed, { timeout: 2_000, interval: 20 }).toBe(true);
    expect(third.state.received).toBe("");
    expect(first.state.closed || second.state.closed).toBe(false);
    first.socket.destroy();
    await expect.poll(async () => (await rawGet(port, "/")).status, { timeout: 2_000, interval: 50 }).toBe(200);
    second.socket.destroy();
  });
});
