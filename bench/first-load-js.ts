// First-load JavaScript of built pages: every script the browser fetches without a click, as Lighthouse's requests
// list them, each recompressed at gzip -9 and summed (bench/first-load-summary.ts). A page is opened in the phone
// Chromium the bench uses (empty cache, service worker blocked), served by serve:prod, and every script response is
// kept until the network has been quiet for 1.5 s, so chunks the page imports while it loads (the mobile menu's,
// in idle time) count. The page's chunk groups in webpack.stats.json (`app`, the page's component, its slices'),
// which the count used to be, are listed beside it: a fetched script outside them is named.
// `npx tsx bench/first-load-js.ts [public] [/ /es/ …]` (serves the folder's project on BENCH_PORT, 9104).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser } from "@playwright/test";
import { summarizeFirstLoad, type FetchedScript, type FirstLoadSummary } from "./first-load-summary";
import { watchNetwork } from "./network-quiet";
import { launchBrowser, newPhoneContext } from "./phone-browser";
import { resourceKind } from "./resource-sizes";
import { serveBuild } from "./serve";

const QUIET_MS = 1500;
const MAX_WAIT_MS = 20_000;

interface ChunkGroups {
  namedChunkGroups: Record<string, { assets: { name: string }[] }>;
}

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, "utf8")) as T;

/** The scripts of the page's chunk groups: `app`, its component's and its slices'. */
export function chunkGroupFiles(publicDir: string, pagePath: string): string[] {
  const { namedChunkGroups } = readJson<ChunkGroups>(path.join(publicDir, "webpack.stats.json"));
  const dataDir = pagePath === "/" ? "index" : pagePath.replace(/^\/|\/$/g, "");
  const page = readJson<{ componentChunkName: string; slicesMap?: Record<string, string> }>(
    path.join(publicDir, "page-data", dataDir, "page-data.json"),
  );
  const slices = Object.values(page.slicesMap ?? {}).map(
    (slice) =>
      readJson<{ componentChunkName: string }>(path.join(publicDir, "slice-data", `${slice}.json`)).componentChunkName,
  );
  const files = ["app", page.componentChunkName, ...slices].flatMap((group) =>
    (namedChunkGroups[group]?.assets ?? []).map((asset) => asset.name).filter((name) => name.endsWith(".js")),
  );
  return [...new Set(files)];
}

/** Every script `url` fetched without a click until the network was quiet, gzip -9 each, in the order fetched. */
async function fetchedScripts(browser: Browser, url: string): Promise<FetchedScript[]> {
  const context = await newPhoneContext(browser);
  try {
    const tab = await context.newPage();
    const network = watchNetwork(tab);
    const scripts: Promise<FetchedScript | undefined>[] = [];
    tab.on("response", (response) => {
      if (resourceKind(response.url(), response.headers()["content-type"]) !== "js") return;
      const { origin, pathname } = new URL(response.url());
      if (origin !== new URL(url).origin) return;
      scripts.push(
        response.body().then(
          (body) => ({ file: decodeURIComponent(pathname.slice(1)), gzip: gzipSync(body, { level: 9 }).length }),
          () => undefined,
        ),
      );
    });
    const response = await tab.goto(url, { waitUntil: "load", timeout: 60_000 });
    if (!response?.ok()) throw new Error(`HTTP ${response?.status() ?? "no response"} for ${url}`);
    await network.quiet(QUIET_MS, MAX_WAIT_MS);
    return (await Promise.all(scripts)).filter((script): script is FetchedScript => script !== undefined);
  } finally {
    await context.close();
  }
}

/** The first-load JS of each of `pagePaths` of the build in `treeDir`, served by its serve:prod on `port`. */
export async function measureFirstLoad(
  treeDir: string,
  pagePaths: readonly string[],
  port: number,
): Promise<Map<string, FirstLoadSummary>> {
  const publicDir = path.join(treeDir, "public");
  const server = await serveBuild(treeDir, port, path.join(os.tmpdir(), `first-load-js-${port}.log`));
  const browser = await launchBrowser();
  try {
    const summaries = new Map<string, FirstLoadSummary>();
    for (const pagePath of pagePaths) {
      const fetched = await fetchedScripts(browser, `${server.origin}${pagePath}`);
      summaries.set(pagePath, summarizeFirstLoad(fetched, chunkGroupFiles(publicDir, pagePath)));
    }
    return summaries;
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (process.argv[1]?.endsWith("first-load-js.ts")) {
  const [publicDir = "public", ...pages] = process.argv.slice(2);
  const treeDir = path.dirname(path.resolve(publicDir));
  measureFirstLoad(treeDir, pages.length > 0 ? pages : ["/"], Number(process.env.BENCH_PORT || 9104))
    .then((summaries) => {
      for (const [pagePath, summary] of summaries) {
        console.log(`${pagePath}: ${summary.bytes} bytes gzip -9, ${summary.scripts.length} scripts`);
        const outside = new Set(summary.outsideChunkGroups.map((script) => script.file));
        for (const script of summary.scripts)
          console.log(
            `  ${script.gzip}\t${script.file}${outside.has(script.file) ? "\t(not in its chunk groups)" : ""}`,
          );
      }
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
