/**
 * Serving benchmark (`npm run bench:serve`): `gatsby serve` against `npm run serve:prod` on the existing build
 * in public/ (run `npm run build` first), side by side in one run. For `/`, one page-data file and one hashed
 * script, each server gets the same autocannon load (10 connections, 10 s), one server at a time so they do
 * not share the CPU; then 60 s of mixed load each (two halves, the servers alternating), and the RSS memory of
 * each server's process tree after it.
 * Everything on 127.0.0.1. Writes its section of bench/RESULTS.md (between the bench:serve markers) and
 * bench/tmp/serve/results.json.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { renderTable } from "./markdown-table";
import { treeRssBytes } from "./process-tree";
import { writeSection } from "./results-sections";
import { freePort } from "../tests/support/free-port";

const ROOT = path.resolve("bench/tmp/serve");
const RESULTS = path.resolve("bench/RESULTS.md");
const PUBLIC = path.resolve("public");
const CONNECTIONS = 10;
const URL_SECONDS = Number(process.env.BENCH_SERVE_SECONDS || 10);
const SOAK_SECONDS = Number(process.env.BENCH_SERVE_SOAK_SECONDS || 60);

interface Server {
  name: string;
  url: string;
  child: ChildProcess;
}

interface UrlResult {
  server: string;
  path: string;
  requestsPerSecond: number;
  p99Ms: number;
  averageMs: number;
  non2xx: number;
  errors: number;
}

interface SoakResult {
  server: string;
  requestsPerSecond: number;
  p99Ms: number;
  idleRssBytes: number;
  loadedRssBytes: number;
}

async function waitUntilServing(url: string, child: ChildProcess, log: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode}); see ${log}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within 120 s; see ${log}`);
}

async function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): Promise<Server> {
  const log = path.join(ROOT, `${name.replace(/\W+/g, "-")}.log`);
  const out = fs.openSync(log, "w");
  // Its own process group, so the whole tree can be stopped.
  const child = spawn(command, args, { env, stdio: ["ignore", out, out], detached: true });
  const port = Number(env.PORT);
  const url = `http://127.0.0.1:${port}`;
  await waitUntilServing(`${url}/`, child, log);
  return { name, url, child };
}

async function stop(server: Server): Promise<void> {
  if (server.child.exitCode !== null || !server.child.pid) return;
  const exited = new Promise((resolve) => server.child.once("exit", resolve));
  process.kill(-server.child.pid, "SIGTERM");
  await exited;
}

async function load(url: string, requests: Array<{ path: string }>, seconds: number) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, requests });
  return result;
}

function pickFiles(): { pageData: string; script: string } {
  const pageData = "/page-data/index/page-data.json";
  if (!fs.existsSync(path.join(PUBLIC, pageData))) throw new Error(`public${pageData} is missing: npm run build first`);
  const script = fs.readdirSync(PUBLIC).find((name) => /^app-[0-9a-f]{20}\.js$/.test(name));
  if (!script) throw new Error("public/ has no app-<hash>.js: npm run build first");
  return { pageData, script: `/${script}` };
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
const size = (file: string) => `${(fs.statSync(path.join(PUBLIC, file)).size / 1024).toFixed(0)} KB`;

async function main() {
  if (!fs.existsSync(path.join(PUBLIC, "_headers"))) throw new Error("public/_headers is missing: npm run build first");
  fs.rmSync(ROOT, { recursive: true, force: true });
  fs.mkdirSync(ROOT, { recursive: true });
  const { pageData, script } = pickFiles();
  const paths = ["/", pageData, script];
  const loadAverage = os.loadavg().map((value) => value.toFixed(2));
  const started = new Date();

  const servers: Server[] = [];
  try {
    const gatsbyPort = await freePort();
    servers.push(
      await start(
        "gatsby serve",
        path.resolve("node_modules/.bin/gatsby"),
        ["serve", "--host", "127.0.0.1", "--port", String(gatsbyPort)],
        // No telemetry: the bench talks to 127.0.0.1 only.
        { ...process.env, PORT: String(gatsbyPort), GATSBY_TELEMETRY_DISABLED: "1" },
      ),
    );
    const prodPort = await freePort();
    servers.push(
      await start("serve:prod", process.execPath, ["--import", "tsx", "scripts/serve-prod.ts"], {
        ...process.env,
        PORT: String(prodPort),
        HOST: "127.0.0.1",
        LEAD_OUTBOX_URL: `file:${path.join(ROOT, "leads")}`,
      }),
    );

    // Both answer every path with 200 before anything is measured.
    for (const server of servers)
      for (const pathname of paths) {
        const response = await fetch(`${server.url}${pathname}`);
        if (response.status !== 200) throw new Error(`${server.name} ${pathname}: ${response.status}`);
      }

    const urlResults: UrlResult[] = [];
    for (const pathname of paths)
      for (const server of servers) {
        console.info(`bench:serve: ${server.name} ${pathname}, ${URL_SECONDS} s`);
        const result = await load(server.url, [{ path: pathname }], URL_SECONDS);
        urlResults.push({
          server: server.name,
          path: pathname,
          requestsPerSecond: result.requests.average,
          p99Ms: result.latency.p99,
          averageMs: result.latency.average,
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
        });
      }

    // The soak in two halves, the servers alternating (A B, then B A), so neither gets the quieter minute.
    const idle = new Map(servers.map((server) => [server.name, treeRssBytes(server.child.pid ?? 0)]));
    const soak = new Map(servers.map((server) => [server.name, { requests: 0, p99Ms: 0 }]));
    for (const order of [servers, [...servers].reverse()])
      for (const server of order) {
        console.info(`bench:serve: ${server.name}, ${SOAK_SECONDS / 2} s of mixed load`);
        const result = await load(
          server.url,
          paths.map((pathname) => ({ path: pathname })),
          SOAK_SECONDS / 2,
        );
        const total = soak.get(server.name);
        if (total) {
          total.requests += result.requests.total;
          total.p99Ms = Math.max(total.p99Ms, result.latency.p99);
        }
      }
    const soakResults: SoakResult[] = servers.map((server) => ({
      server: server.name,
      requestsPerSecond: (soak.get(server.name)?.requests ?? 0) / SOAK_SECONDS,
      p99Ms: soak.get(server.name)?.p99Ms ?? 0,
      idleRssBytes: idle.get(server.name) ?? 0,
      loadedRssBytes: treeRssBytes(server.child.pid ?? 0),
    }));

    const loadAverageAtEnd = os.loadavg().map((value) => value.toFixed(2));
    fs.writeFileSync(
      path.join(ROOT, "results.json"),
      `${JSON.stringify({ started, paths, urlResults, soakResults }, null, 2)}\n`,
    );
    const cpu = os.cpus()[0]?.model.trim() ?? "unknown CPU";
    writeSection(RESULTS, "serve", [
      "## Serving the build: `serve:prod` against `gatsby serve` (`npm run bench:serve`)",
      "",
      `Run ${started.toISOString()}, ${cpu}, ${os.cpus().length} cores, Node.js ${process.version}, load average at ` +
        `start ${loadAverage.join(", ")}. autocannon ${CONNECTIONS} connections, ${URL_SECONDS} s per path and ` +
        `server, one server at a time, on 127.0.0.1 (the load generator shares the machine's cores with the ` +
        `server). No \`Accept-Encoding\`, so both send files as they are. Files: \`/\` (${size("index.html")}), ` +
        `\`${pageData}\` (${size(pageData)}), \`${script}\` (${size(script)}).`,
      "",
      renderTable({
        headers: ["path", "server", "requests/s", "p99 latency", "mean latency", "non-2xx"],
        align: ["left", "left", "right", "right", "right", "right"],
        rows: urlResults.map((row) => [
          `\`${row.path}\``,
          row.server,
          row.requestsPerSecond.toFixed(0),
          `${row.p99Ms} ms`,
          `${row.averageMs.toFixed(1)} ms`,
          String(row.non2xx + row.errors),
        ]),
      }),
      "",
      `Memory: resident set size of the server's process tree, before and after ${SOAK_SECONDS} s of load cycling ` +
        `through the three paths, given in two halves of ${SOAK_SECONDS / 2} s with the servers alternating; ` +
        "requests/s over the whole minute, p99 the higher of the two halves.",
      "",
      renderTable({
        headers: ["server", "RSS before", `RSS after ${SOAK_SECONDS} s`, "requests/s", "p99 latency"],
        align: ["left", "right", "right", "right", "right"],
        rows: soakResults.map((row) => [
          row.server,
          mib(row.idleRssBytes),
          mib(row.loadedRssBytes),
          row.requestsPerSecond.toFixed(0),
          `${row.p99Ms} ms`,
        ]),
      }),
      "",
      `Load average at the end: ${loadAverageAtEnd.join(", ")}. Both send files through serve-static (Express 4's ` +
        "in gatsby serve, Express 5's in serve:prod, which also matches every path against the _headers rules). " +
        "On a machine where other work runs (a load average above the core count), the same server measured twice " +
        "in a row can differ by a third, so only a gap well beyond that is a difference between the servers. " +
        "What serve:prod adds is in what it sends (docs/deployment.md), not in speed.",
    ]);
    console.info("bench:serve: results written to bench/RESULTS.md");
  } finally {
    for (const server of servers) await stop(server);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
