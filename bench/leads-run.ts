/**
 * Lead outbox benchmark (`npm run bench:leads`): for each store (a folder, @netlify/blobs' local BlobsServer,
 * s3rver), how many leads per second the endpoint's logic accepts into it with SMTP down (one post at a
 * time, as `handleLeadRequest` handles them), then how long `leads:send`'s drain takes to e-mail the 1,000
 * stored leads to an SMTP server on loopback. Everything listens on 127.0.0.1 and lives in bench/tmp/leads.
 * Writes its section of bench/RESULTS.md (between the bench:leads markers) and bench/tmp/leads/results.json.
 */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { BlobsServer } from "@netlify/blobs/server";
import S3rver from "s3rver";
import { SMTPServer } from "smtp-server";
import site from "../content/site.json";
import { handleLeadRequest } from "../src/lib/leads/delivery/request/handle-lead-request";
import { createLeadHandlerDeps } from "../src/lib/leads/delivery/runtime/lead-runtime";
import { leadTools } from "../src/lib/leads/delivery/runtime/lead-tools";
import { sendOutbox } from "../src/lib/leads/delivery/mail/send-outbox";
import { createSmtpMailer } from "../src/lib/leads/delivery/mail/smtp-mailer";
import { createLeadInventory } from "../src/lib/leads/lead-vehicle";
import { writeSection } from "./results-sections";

const LEADS = Number(process.env.BENCH_LEADS || 1000);
const ROOT = path.resolve("bench/tmp/leads");
const RESULTS = path.resolve("bench/RESULTS.md");
const KEY = Buffer.alloc(32, 42).toString("base64");

interface StoreRun {
  store: string;
  url: string;
  env: Record<string, string>;
  stop: () => Promise<void>;
}

async function fileStore(): Promise<StoreRun> {
  const dir = path.join(ROOT, "file");
  return { store: "file", url: `file:${dir}`, env: {}, stop: async () => undefined };
}

async function blobsStore(): Promise<StoreRun> {
  const server = new BlobsServer({ directory: path.join(ROOT, "blobs"), token: "bench-token", port: 0 });
  const { port } = await server.start();
  return {
    store: "netlify-blobs (local BlobsServer)",
    url: `netlify-blobs:leads?apiURL=http://127.0.0.1:${port}`,
    env: { LEAD_NETLIFY_SITE_ID: "bench-site", LEAD_NETLIFY_TOKEN: "bench-token" },
    stop: () => server.stop().then(() => undefined),
  };
}

async function s3Store(): Promise<StoreRun> {
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: path.join(ROOT, "s3"),
    configureBuckets: [{ name: "leads" }],
  });
  const { port } = await server.run();
  return {
    store: "s3 (s3rver 3.7)",
    url: `s3://leads/site?endpoint=http://127.0.0.1:${port}&forcePathStyle=true`,
    env: { AWS_ACCESS_KEY_ID: "S3RVER", AWS_SECRET_ACCESS_KEY: "S3RVER" },
    stop: () => server.close(),
  };
}

async function startSmtp(): Promise<{ url: string; received: () => number; close: () => Promise<void> }> {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on("end", () => {
        received += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}?tls=off`,
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const contactBody = (index: number) => ({
  formType: "contact",
  returnTo: "/contact/",
  name: "Bench Visitor",
  email: `visitor${index}@example.com`,
  phone: "",
  preferredContact: "email",
  message: `Benchmark lead ${index}: do you have any small SUVs under $15,000?`,
  consent: "yes",
  website: "",
});

async function measure(run: StoreRun, smtpUrl: string) {
  const env: Record<string, string | undefined> = {
    ...process.env,
    ...run.env,
    LEAD_OUTBOX_URL: run.url,
    LEAD_OUTBOX_DIR: "",
    LEAD_OUTBOX_KEY: KEY,
    LEAD_SMTP_URL: "", // SMTP down: every lead goes to the store
    LEAD_TO: "",
    LEAD_RATE_LIMIT: "1000000",
    LEAD_GLOBAL_LIMIT: "1000000",
    LEAD_OUTBOX_MAX_FILES: "1000000",
    NODE_ENV: "bench",
  };
  Object.assign(process.env, run.env); // the S3 SDK reads its credentials from the process
  Reflect.deleteProperty(globalThis, Symbol.for("dealer-site.leads.shared-state"));
  const deps = createLeadHandlerDeps(site, { env, inventory: createLeadInventory([]), log: () => undefined });
  const started = performance.now();
  for (let index = 0; index < LEADS; index++) {
    const response = await handleLeadRequest(
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: contactBody(index),
        remoteAddress: "203.0.113.5",
      },
      deps,
    );
    if (response.status !== 200) throw new Error(`lead ${index} answered ${response.status} on ${run.store}`);
  }
  const acceptSeconds = (performance.now() - started) / 1000;

  const tools = leadTools({ ...env, LEAD_SMTP_URL: smtpUrl, LEAD_TO: "crm@dealer.example" }, process.cwd(), site);
  if (!tools.outbox || !tools.config.smtp) throw new Error("no outbox or SMTP");
  const sendStarted = performance.now();
  const report = await sendOutbox(tools.outbox, createSmtpMailer(tools.config.smtp), () => undefined);
  const sendSeconds = (performance.now() - sendStarted) / 1000;
  if (report.sent.length !== LEADS) throw new Error(`${run.store}: sent ${report.sent.length} of ${LEADS}`);
  return { store: run.store, leadsPerSecond: LEADS / acceptSeconds, acceptSeconds, sendSeconds };
}

async function main() {
  fs.rmSync(ROOT, { recursive: true, force: true });
  fs.mkdirSync(ROOT, { recursive: true });
  const smtp = await startSmtp();
  const results = [];
  const load = os.loadavg().map((value) => value.toFixed(2));
  try {
    for (const start of [fileStore, blobsStore, s3Store]) {
      const run = await start();
      try {
        const result = await measure(run, smtp.url);
        console.log(
          `${result.store}: ${result.leadsPerSecond.toFixed(1)} leads/s accepted, leads:send ${result.sendSeconds.toFixed(1)} s for ${LEADS}`,
        );
        results.push(result);
      } finally {
        await run.stop();
      }
    }
  } finally {
    await smtp.close();
  }
  fs.writeFileSync(path.join(ROOT, "results.json"), `${JSON.stringify(results, null, 2)}\n`);
  const cpus = os.cpus();
  writeSection(RESULTS, "leads", [
    "## Lead outbox (`npm run bench:leads`)",
    "",
    `Run ${new Date().toISOString()}, ${cpus[0]?.model.trim() ?? "unknown CPU"}, ${cpus.length} cores, Node.js ${process.version}, load average at start ${load.join(", ")}. ` +
      `${LEADS} contact leads posted one after another to the endpoint's logic (\`handleLeadRequest\`) with SMTP down and \`LEAD_OUTBOX_KEY\` set, ` +
      "so each is encrypted and saved (the cap check lists the store first); then the same drain as `npm run leads:send` e-mails them all to an SMTP server on loopback " +
      "(one SMTP connection per lead, as in production). Servers on 127.0.0.1, data in bench/tmp/leads.",
    "",
    `| store | leads accepted per second | time to accept ${LEADS} | \`leads:send\` for ${LEADS} stored leads |`,
    "|---|---|---|---|",
    ...results.map(
      (result) =>
        `| ${result.store} | ${result.leadsPerSecond.toFixed(1)} | ${result.acceptSeconds.toFixed(1)} s | ${result.sendSeconds.toFixed(1)} s |`,
    ),
  ]);
  fs.rmSync(path.join(ROOT, "file"), { recursive: true, force: true });
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
