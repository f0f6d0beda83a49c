// Every outbox store in every runtime the lead function ships in, as shipped: a folder, Netlify Blobs (its
// BlobsServer) and S3 (s3rver), each on loopback, x `gatsby serve` (the compiled function), serve:prod and the
// Netlify function artifact, with SMTP down. Each runtime's lead must land in the store, sealed, once; then
// `npm run leads:send` (the command a dealer runs) must deliver each exactly once, and a second run nothing.
// A folder on Netlify is refused by design (a function's disk does not keep files): there the visitor must
// get 503 with the phone number and the log the fix.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { createFileStore } from "../src/lib/server-kit/store/file-store";
import { loadLeads } from "../src/lib/leads/delivery/outbox/lead-outbox";
import { createNetlifyBlobsStore } from "../src/lib/server-kit/store/netlify-blobs-store";
import type { OutboxStore } from "../src/lib/server-kit/store/outbox-store";
import { startSmtpServer, type TestSmtpServer } from "../tests/leads/support/smtp-test-server";
import { STORE_TEST_ENV, startBlobsStore, startS3Store, type RunningStore } from "../tests/leads/support/store-servers";
import { freePort } from "../tests/support/free-port";
import { LEAD_RUNTIMES, postLead, type LeadRuntime, type PostedLead } from "./support/lead-runtimes";
import type { NetlifyEdge } from "./support/netlify-lambda";
import { PROJECT_ROOT } from "./support/second-build";

test.describe.configure({ mode: "parallel" });

const run = promisify(execFile);
const KEY = Buffer.alloc(32, 4).toString("base64");
const SITE_ID = "e2e-matrix-site";
const PHONE = "(916) 555-0142";

interface StoreCase {
  kind: "file" | "netlify-blobs" | "s3";
  /** The store's server, when it has one. */
  start(): Promise<{ running?: RunningStore; dir?: string }>;
  /** LEAD_OUTBOX_URL and credentials for one runtime; what `leads:send` needs, when runtime is "send". */
  env(runtime: LeadRuntime | "send", where: { running?: RunningStore; dir?: string }): Record<string, string>;
}

const STORE_CASES: StoreCase[] = [
  {
    kind: "file",
    // In production a folder under the system's temporary folder is refused, and the project itself may be
    // there (a CI checkout): the folder is in the home folder, as a dealer's is on a lasting disk.
    start: async () => ({ dir: fs.mkdtempSync(path.join(os.homedir(), ".dealer-site-e2e-leads-")) }),
    env: (_runtime, { dir }) => ({ LEAD_OUTBOX_URL: `file:${dir}` }),
  },
  {
    kind: "netlify-blobs",
    start: async () => ({ running: await startBlobsStore() }),
    // Inside the Netlify function the Blobs access comes with the event (the edge below), not the environment.
    env: (runtime, { running }): Record<string, string> =>
      runtime === "netlify"
        ? {}
        : {
            LEAD_OUTBOX_URL: `${(running as RunningStore).url("leads")}&siteID=${SITE_ID}`,
            LEAD_NETLIFY_TOKEN: STORE_TEST_ENV.LEAD_NETLIFY_TOKEN,
          },
  },
  {
    kind: "s3",
    start: async () => ({ running: await startS3Store() }),
    env: (runtime, { running }) => ({
      LEAD_OUTBOX_URL: (running as RunningStore).url("site"),
      // As a dealer sets them up: the AWS SDK's names on a server; on Netlify, whose Lambda role owns AWS_*
      // (NETLIFY_LAMBDA_ENV), LEAD_S3_*.
      ...(runtime === "netlify"
        ? {
            LEAD_S3_ACCESS_KEY_ID: STORE_TEST_ENV.AWS_ACCESS_KEY_ID,
            LEAD_S3_SECRET_ACCESS_KEY: STORE_TEST_ENV.AWS_SECRET_ACCESS_KEY,
          }
        : {
            AWS_ACCESS_KEY_ID: STORE_TEST_ENV.AWS_ACCESS_KEY_ID,
            AWS_SECRET_ACCESS_KEY: STORE_TEST_ENV.AWS_SECRET_ACCESS_KEY,
            AWS_REGION: "us-east-1",
          }),
    }),
  },
];

/** What AWS Lambda sets in a Netlify function's environment: its own role's keys, which are not the dealer's. */
const NETLIFY_LAMBDA_ENV = {
  AWS_LAMBDA_FUNCTION_NAME: "leads-js",
  AWS_REGION: "us-east-2",
  AWS_ACCESS_KEY_ID: "ASIA-NETLIFY-ROLE",
  AWS_SECRET_ACCESS_KEY: "not-the-dealers",
  AWS_SESSION_TOKEN: "netlify-session",
  LAMBDA_TASK_ROOT: "/var/task",
};

let smtp: TestSmtpServer;

test.beforeAll(async () => {
  smtp = await startSmtpServer();
});

test.afterAll(async () => {
  await smtp?.close();
});

/** `npm run leads:send` with `env`; its exit code and output. */
async function leadsSend(env: Record<string, string>): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", "scripts/send-leads.ts"], {
      cwd: PROJECT_ROOT,
      env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: process.env.HOME ?? "/root", ...env },
      timeout: 60_000,
    });
    return { code: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: `${failed.stdout}${failed.stderr}` };
  }
}

for (const store of STORE_CASES) {
  test(`the ${store.kind} outbox: a lead from each runtime lands once, sealed, and leads:send delivers it once`, async () => {
    test.setTimeout(180_000);
    const where = await store.start();
    const marker = `matrix-${store.kind}-${Date.now()}`;
    const smtpDown = `smtp://127.0.0.1:${await freePort()}?tls=off`;
    // Netlify hands every function its Blobs access; where the outbox is elsewhere, nothing answers there.
    const blobsUrl =
      where.running?.kind === "netlify-blobs" ? blobsApi(where.running) : `http://127.0.0.1:${await freePort()}`;
    const edge: NetlifyEdge = {
      clientAddress: "203.0.113.7",
      siteId: SITE_ID,
      deployId: "e2e-matrix",
      blobs: { url: blobsUrl, token: STORE_TEST_ENV.LEAD_NETLIFY_TOKEN },
    };
    try {
      const posted = new Map<LeadRuntime, PostedLead>();
      for (const runtime of LEAD_RUNTIMES) {
        const env = {
          NODE_ENV: "production",
          SITE_URL: "https://dealer.example",
          LEAD_SMTP_URL: smtpDown,
          LEAD_TO: "crm@dealer.example",
          LEAD_OUTBOX_KEY: KEY,
          ...(runtime === "netlify" ? NETLIFY_LAMBDA_ENV : {}),
          ...store.env(runtime, where),
        };
        posted.set(runtime, await postLead(runtime, env, `${marker}-${runtime}`, edge));
      }
      // A file: outbox is refused on Netlify, whose function disk keeps nothing; every other pair keeps the lead.
      const refused = (runtime: LeadRuntime) => store.kind === "file" && runtime === "netlify";
      const saved = {
        status: 200,
        json: { ok: true, id: expect.stringMatching(/^\d{8}-[0-9A-Z]{6}$/) },
        log: expect.stringMatching(/saved to the outbox after SMTP failed/),
      };
      const refusal = {
        status: 503,
        json: expect.objectContaining({ phone: PHONE }),
        log: expect.stringMatching(/is on Netlify, where a function's disk does not keep files: set LEAD_OUTBOX_URL/),
      };
      for (const [runtime, answer] of posted)
        expect({ runtime, ...answer }, answer.log).toEqual({ runtime, ...(refused(runtime) ? refusal : saved) });
      const accepted = [...posted.entries()].filter(([runtime]) => !refused(runtime));
      const ids = accepted.map(([, answer]) => (answer.json as { id: string }).id).sort();

      // Each lead once in the store, sealed: nothing the visitor typed in clear.
      const sendEnv = { NODE_ENV: "production", LEAD_OUTBOX_KEY: KEY, ...store.env("send", where) };
      const stored = await storedLeads(store, where);
      expect(stored.ids).toEqual(ids);
      expect(stored.raw).not.toContain(marker);
      expect(stored.raw).not.toMatch(/Maria Gonzalez|maria@example\.com/);

      // leads:send delivers each once; a second run sends nothing and the store is empty.
      smtp.messages.length = 0;
      const smtpUp = { LEAD_SMTP_URL: smtp.plainUrl, LEAD_TO: "crm@dealer.example" };
      const first = await leadsSend({ ...sendEnv, ...smtpUp });
      expect(first.code, first.output).toBe(0);
      const mailed = () =>
        smtp.messages
          .map((mail) => /X-Lead-Id: (\S+)/i.exec(mail.raw)?.[1])
          .filter((id): id is string => id !== undefined && ids.includes(id))
          .sort();
      expect(mailed(), first.output).toEqual(ids);
      const second = await leadsSend({ ...sendEnv, ...smtpUp });
      expect(second.code, second.output).toBe(0);
      expect(mailed()).toEqual(ids);
      expect((await storedLeads(store, where)).ids).toEqual([]);
    } finally {
      await where.running?.stop();
      if (where.dir) fs.rmSync(where.dir, { recursive: true, force: true });
    }
  });
}

/** The Blobs API the test server answers on (what the edge hands the function, and leads:send's apiURL). */
function blobsApi(running: RunningStore): string {
  return new URL(running.url("leads").replace(/^netlify-blobs:leads\?apiURL=/, "")).origin;
}

/** The leads in the store, by id, and every stored byte, to check that nothing is in clear. */
async function storedLeads(
  store: StoreCase,
  where: { running?: RunningStore; dir?: string },
): Promise<{ ids: string[]; raw: string }> {
  if (store.kind === "file") {
    const dir = where.dir as string;
    const names = fs.readdirSync(dir);
    const raw = names.map((name) => fs.readFileSync(path.join(dir, name), "utf8")).join("\n");
    return { ids: await idsIn(createFileStore(dir)), raw };
  }
  const running = where.running as RunningStore;
  const opened =
    store.kind === "s3"
      ? running.open("site")
      : createNetlifyBlobsStore(
          { storeName: "leads", apiURL: blobsApi(running), siteID: SITE_ID },
          { LEAD_NETLIFY_TOKEN: STORE_TEST_ENV.LEAD_NETLIFY_TOKEN },
        );
  const texts = await Promise.all((await opened.list()).map((entry) => opened.read(entry.name)));
  return { ids: await idsIn(opened), raw: texts.join("\n") };
}

async function idsIn(store: OutboxStore): Promise<string[]> {
  return (await loadLeads(store)).map((lead) => ("record" in lead ? lead.record.id : lead.unreadable)).sort();
}
