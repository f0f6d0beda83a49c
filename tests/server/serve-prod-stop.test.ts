// `npm run serve:prod` as a real process: SIGTERM while a lead is still arriving. The server stops taking
// connections at once, finishes that lead into the outbox, answers it, and exits 0.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { createFileStore } from "../../src/lib/server-kit/store/file-store";
import { loadLeads } from "../../src/lib/leads/delivery/outbox/lead-outbox";
import { contactBody } from "../leads/support/lead-fixtures";
import { makeFixtureSite, removeFixtureSite } from "./support/fixture-site";
import { request } from "./support/http-client";
import { startServeProd, type ServeProdProcess } from "./support/serve-prod-process";

let publicDir: string;
let outbox: string;
let server: ServeProdProcess | undefined;

/** Resolves with the first match of `pattern` in the server's output so far or to come. */
function waitForOutput(pattern: RegExp, timeoutMs = 20_000): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const output = () => server?.output() ?? "";
    const timer = setTimeout(() => reject(new Error(`no ${pattern} in the server's output:\n${output()}`)), timeoutMs);
    const check = () => {
      const match = pattern.exec(output());
      if (!match) return;
      clearTimeout(timer);
      server?.child.stdout?.off("data", check);
      resolve(match);
    };
    server?.child.stdout?.on("data", check);
    check();
  });
}

beforeEach(() => {
  publicDir = makeFixtureSite();
  outbox = fs.mkdtempSync(path.join(os.tmpdir(), "serve-prod-stop-outbox-"));
});

afterEach(() => {
  if (server && server.child.exitCode === null) server.child.kill("SIGKILL");
  server = undefined;
  removeFixtureSite(publicDir);
  fs.rmSync(outbox, { recursive: true, force: true });
});

it("on SIGTERM refuses new connections, finishes the lead in flight into the outbox, and exits 0", async () => {
  // As package.json runs it (support/serve-prod-process.ts): one process, which the test stops itself.
  server = await startServeProd(publicDir, {
    SITE_URL: "https://sierravistamotors.example",
    LEAD_TO: "crm@dealer.example",
    LEAD_OUTBOX_URL: `file:${outbox}`,
    // Production refuses an outbox under the temporary folder; this test reads it back at once.
    LEAD_OUTBOX_ALLOW_TEMPORARY: "yes",
  });
  const { child, url } = server;
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  expect((await request(`${url}/healthz`)).status).toBe(200);

  // A lead whose headers and first half have arrived: the visitor's connection is slow. It asks the server to
  // say when it has taken the request (Expect: 100-continue): Node writes "100 Continue" as it hands the request
  // to the server's handlers, which count it in flight.
  const body = JSON.stringify(contactBody());
  let taken = () => undefined as void;
  const inFlight = new Promise<void>((resolve) => (taken = resolve));
  const answer = new Promise<{ status: number; json: { ok?: boolean; id?: string } }>((resolve, reject) => {
    const post = http.request(
      `${url}/api/leads`,
      {
        method: "POST",
        agent: false,
        headers: {
          "content-type": "application/json",
          "content-length": String(Buffer.byteLength(body)),
          "sec-fetch-site": "same-origin",
          expect: "100-continue",
        },
      },
      (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, json: JSON.parse(text) }));
      },
    );
    post.on("error", reject);
    post.on("continue", taken);
    post.write(body.slice(0, 40));
    // The rest is sent once the server has said it is stopping.
    void waitForOutput(/serve:prod: stopping/)
      .then(async () => {
        await expect(request(`${url}/healthz`)).rejects.toMatchObject({ code: "ECONNREFUSED" });
        post.end(body.slice(40));
      })
      .catch(reject);
  });
  await inFlight;
  child.kill("SIGTERM");
  const [stopping] = await waitForOutput(/serve:prod: stopping, (\d+) request\(s\) in flight/);
  expect(stopping).toMatch(/1 request\(s\) in flight/);

  const response = await answer;
  expect(response.status).toBe(200);
  expect(response.json.ok).toBe(true);
  expect(await exited).toBe(0);
  expect(server.output()).toMatch(/serve:prod: stopped/);

  const stored = await loadLeads(createFileStore(outbox));
  expect(stored).toHaveLength(1);
  const [lead] = stored;
  if (!("record" in lead)) throw new Error(`the lead in the outbox is unreadable: ${lead.unreadable}`);
  expect(lead.record.id).toBe(response.json.id);
  expect(JSON.stringify(lead.record)).toContain("maria@example.com");
});
