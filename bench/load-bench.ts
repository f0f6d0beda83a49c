// The load bench of `npm run bench:reliability`: serve:prod on a build, behind the shipped nginx configuration
// (tests/support/nginx-site.ts runs deploy/nginx/dealer-site.conf on loopback ports with a throwaway certificate),
// SMTP on loopback. Three loads, one after the other:
// - static: autocannon on the home page and a vehicle page with the files they load, as browsers ask for them;
// - photos: a crawler asking for every size of every photo the vehicle pages link to, each once, while two
//   shoppers in a thread of their own (cached-photo-probe.ts) ask for sizes already made (the first vehicle's): the
//   cached answers' latency during the crawl, and the
//   image cache's size after it against IMAGE_CACHE_MAX_MB;
// - leads: shoppers posting at once, each from its own loopback address in its own /24 (so each is its own client
//   for the rate limits, as nginx sees them), LEAD_GLOBAL_LIMIT raised as the docs say for a campaign; every lead
//   answered 200 must reach the SMTP server (or the outbox, then leads:send) exactly once.
// serve:prod's peak memory (VmHWM, with its photo resizer's) is read at the end. Everything on 127.0.0.0/8.
import fs from "node:fs";
import https from "node:https";
import path from "node:path";
import autocannon from "autocannon";
import { newOutboxKey } from "../src/lib/server-kit/store/outbox-keys";
import { contactBody } from "../tests/leads/support/lead-fixtures";
import { startSmtpServer } from "../tests/leads/support/smtp-test-server";
import { deliveredIds, drainOutbox } from "../tests/reliability/support/drain-outbox";
import { startServeProd } from "../tests/server/support/serve-prod-process";
import { freePort } from "../tests/support/free-port";
import { startNginxSite } from "../tests/support/nginx-site";
import { startCachedPhotoProbe } from "./cached-photo-probe";
import { readLoadSite } from "./load-site";
import { percentile, timedRequest, type HttpsTarget } from "./load-https";

const HOST = "www.example-dealer.com";

export interface LoadSettings {
  publicDir: string;
  workDir: string;
  staticSeconds: number;
  staticConnections: number;
  crawlConcurrency: number;
  shoppers: number;
  imageCacheMb: number;
}

export interface LatencyFigures {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

export interface LoadResults {
  staticPaths: number;
  static: LatencyFigures;
  photos: { sizes: number; crawl: LatencyFigures; cached: LatencyFigures; cacheBytes: number; cacheMaxBytes: number };
  leads: LatencyFigures & { shoppers: number; answered: number; delivered: number; lost: number; duplicated: number };
  peakRssBytes: number;
}

const fromAutocannon = (result: autocannon.Result): LatencyFigures => ({
  requests: result.requests.total,
  requestsPerSecond: result.requests.average,
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  errors: result.errors + result.timeouts + result.non2xx,
});

function fromTimes(times: readonly number[], seconds: number, errors: number): LatencyFigures {
  return {
    requests: times.length,
    requestsPerSecond: seconds > 0 ? times.length / seconds : 0,
    p50Ms: percentile(times, 50),
    p99Ms: percentile(times, 99),
    errors,
  };
}

/** The largest resident set a process has had (VmHWM), in bytes. */
/** The peak resident memory of the server and of its children (the photo resizer), each process's own peak summed. */
function peakRss(pid: number): number {
  const match = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
  const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
  return (match ? Number(match[1]) * 1024 : 0) + children.reduce((sum, child) => sum + peakRss(Number(child)), 0);
}

function folderBytes(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0);
}

/** Each URL once, `concurrency` at a time, over kept-alive connections. */
async function crawl(target: HttpsTarget, paths: readonly string[], concurrency: number) {
  const agent = new https.Agent({ keepAlive: true, maxSockets: concurrency });
  const queue = [...paths];
  const times: number[] = [];
  let errors = 0;
  const started = performance.now();
  const worker = async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      const answer = await timedRequest(target, next, { agent, headers: { accept: "image/webp,image/*" } }).catch(
        () => undefined,
      );
      if (answer?.status === 200) times.push(answer.ms);
      else errors += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  agent.destroy();
  return fromTimes(times, (performance.now() - started) / 1000, errors);
}

/** The shoppers' leads, all at once; the ids answered 200. */
async function leadRush(target: HttpsTarget, shoppers: number) {
  const answers = await Promise.all(
    Array.from({ length: shoppers }, async (_, index) => {
      const body = JSON.stringify(contactBody({ email: `shopper${index}@example.com` }));
      // 127.<1..>.<0..249>.1: its own /24, its own client for every limit.
      const localAddress = `127.${1 + Math.floor(index / 250)}.${index % 250}.1`;
      return timedRequest(target, "/api/leads", {
        method: "POST",
        localAddress,
        headers: { "content-type": "application/json", "sec-fetch-site": "same-origin" },
        body,
      }).catch(() => ({ status: 0, ms: 0, body: "" }));
    }),
  );
  const started = Math.max(...answers.map((answer) => answer.ms));
  const ok = answers.filter((answer) => answer.status === 200);
  const ids = ok.map((answer) => (JSON.parse(answer.body) as { id: string }).id);
  return {
    ids,
    figures: fromTimes(
      ok.map((answer) => answer.ms),
      started / 1000,
      answers.length - ok.length,
    ),
  };
}

export async function runLoadBench(settings: LoadSettings, log: (line: string) => void): Promise<LoadResults> {
  const site = readLoadSite(settings.publicDir);
  fs.rmSync(settings.workDir, { recursive: true, force: true });
  fs.mkdirSync(settings.workDir, { recursive: true });
  const key = newOutboxKey();
  const outboxEnv = { LEAD_OUTBOX_URL: `file:${path.join(settings.workDir, "leads")}`, LEAD_OUTBOX_KEY: key };
  const smtp = await startSmtpServer();
  const server = await startServeProd(settings.publicDir, {
    ...outboxEnv,
    PORT: String(await freePort()),
    SITE_URL: `https://${HOST}`,
    LEAD_SMTP_URL: smtp.plainUrl,
    LEAD_TO: "crm@dealer.example",
    LEAD_TRUST_PROXY_HOPS: "1",
    LEAD_GLOBAL_LIMIT: String(settings.shoppers * 2),
    LEAD_OUTBOX_ALLOW_TEMPORARY: "yes",
    IMAGE_CACHE_DIR: path.join(settings.workDir, "image-cache"),
    IMAGE_CACHE_MAX_MB: String(settings.imageCacheMb),
  });
  const appPort = Number(new URL(server.url).port);
  const httpsPort = await freePort();
  const nginx = await startNginxSite({ appPort, httpPort: await freePort(), httpsPort });
  const target: HttpsTarget = { port: httpsPort, host: HOST, cert: nginx.cert };
  const base = `https://127.0.0.1:${httpsPort}`;
  try {
    for (const pathname of site.staticPaths) {
      const answer = await timedRequest(target, pathname);
      if (answer.status !== 200) throw new Error(`${pathname}: ${answer.status} through nginx`);
    }
    log(
      `static: ${site.staticPaths.length} paths, ${settings.staticConnections} connections, ${settings.staticSeconds} s`,
    );
    const staticResult = await autocannon({
      url: base,
      servername: HOST,
      headers: { host: HOST, "accept-encoding": "br, gzip" },
      connections: settings.staticConnections,
      duration: settings.staticSeconds,
      requests: site.staticPaths.map((pathname) => ({ path: pathname })),
    });

    for (const pathname of site.cachedPhotoPaths) await timedRequest(target, pathname);
    log(
      `photos: ${site.photoPaths.length} sizes, ${settings.crawlConcurrency} at a time, cached sizes asked for meanwhile`,
    );
    // Until the crawl ends, in a thread of its own (cached-photo-probe.ts).
    const probe = startCachedPhotoProbe({ target, paths: site.cachedPhotoPaths, connections: 2 });
    const crawled = await crawl(target, site.photoPaths, settings.crawlConcurrency);
    const cachedResult = await probe.stop();
    const cacheBytes = folderBytes(path.join(settings.workDir, "image-cache"));

    log(`leads: ${settings.shoppers} shoppers at once`);
    const rush = await leadRush(target, settings.shoppers);
    const sentAtOnce = deliveredIds(smtp);
    // Whatever SMTP did not take at once waits in the outbox: leads:send delivers it.
    const drain = await drainOutbox(outboxEnv);
    const counts = new Map(sentAtOnce);
    for (const [id, count] of drain.delivered) counts.set(id, (counts.get(id) ?? 0) + count);
    const peakRssBytes = peakRss(server.child.pid ?? 0);
    return {
      staticPaths: site.staticPaths.length,
      static: fromAutocannon(staticResult),
      photos: {
        sizes: site.photoPaths.length,
        crawl: crawled,
        cached: fromTimes(cachedResult.times, cachedResult.seconds, cachedResult.errors),
        cacheBytes,
        cacheMaxBytes: settings.imageCacheMb * 1024 * 1024,
      },
      leads: {
        ...rush.figures,
        shoppers: settings.shoppers,
        answered: rush.ids.length,
        delivered: rush.ids.filter((id) => counts.get(id) === 1).length,
        lost: rush.ids.filter((id) => !counts.has(id)).length,
        duplicated: [...counts.values()].filter((count) => count > 1).length,
      },
      peakRssBytes,
    };
  } finally {
    await nginx.stop();
    await server.stop();
    await smtp.close();
  }
}
