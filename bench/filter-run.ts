// `npm run bench:filter -- <public dir> [<public dir> ...]`: only the filter and sort timing
// (bench/filter-timing.ts) on builds already made, e.g. a 5,000-vehicle build before and after a change.
// The builds take turns (A B, then B A, ...) so neither gets the quieter minutes of a shared machine;
// each round is printed with the 1-minute load average at its start. Nothing is written to RESULTS.md.
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser } from "@playwright/test";
import { timeFiltering } from "./filter-timing";
import { launchBrowser } from "./phone-browser";
import { serveBuild } from "./serve";
import { formatDuration } from "./stats";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const numbers = (text: string) => text.split(",").map(Number);
const interactions = Number(process.env.BENCH_INTERACTIONS ?? 30);
const throttles = numbers(process.env.BENCH_CPU_THROTTLE ?? "1");
const rounds = Number(process.env.BENCH_FILTER_ROUNDS ?? 2);
const port = Number(process.env.BENCH_PORT ?? 9104);

async function timeBuild(browser: Browser, publicDir: string, round: number): Promise<void> {
  const load = os.loadavg()[0].toFixed(2);
  const server = await serveBuild(repoRoot, port, path.join(repoRoot, "bench", "tmp", "filter-serve.log"), publicDir);
  try {
    const timing = await timeFiltering(browser, `${server.origin}/inventory/`, interactions, throttles, () => {});
    console.log(
      `\n${publicDir}, round ${round}, load average ${load} at start: ${timing.status} ${timing.reason ?? ""}`,
    );
    console.log("| control | CPU | updated median | p90 | paint median | p90 | next frame median | p90 | no change |");
    console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
    for (const row of timing.controls) {
      const cells = [
        row.updateMedianMs,
        row.updateP90Ms,
        row.paintMedianMs,
        row.paintP90Ms,
        row.frameMedianMs,
        row.frameP90Ms,
      ].map(formatDuration);
      console.log(`| ${row.control} | ${row.cpuThrottle}x | ${cells.join(" | ")} | ${row.timeouts} |`);
    }
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  const builds = process.argv.slice(2).map((dir) => path.resolve(dir));
  if (builds.length === 0) throw new Error("usage: npm run bench:filter -- <public dir> [<public dir> ...]");
  const browser = await launchBrowser();
  try {
    for (let round = 1; round <= rounds; round += 1) {
      const order = round % 2 === 1 ? builds : [...builds].reverse();
      for (const publicDir of order) await timeBuild(browser, publicDir, round);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
