/**
 * `npm run bench:templates`: Lighthouse (the bench's method: mobile preset, simulated throttling, median of
 * BENCH_LH_RUNS, default 5) on every template of the build in `public/` (run `npm run build` first), and the
 * budgets of issue 27 read from that one run. With BENCH_TEMPLATES_BEFORE=<project folder with its own built
 * public/> the pages issue 27 named are measured there too, each page's runs of both builds back to back so a
 * change of load on the machine touches both alike. Writes its section of bench/RESULTS.md (between the
 * bench:templates markers) and bench/tmp/templates.json.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { runLighthouse } from "./lighthouse";
import { gitCommit } from "./machine";
import { writeSection } from "./results-sections";
import { serveBuild, type RunningServer } from "./serve";
import { HEAVY_PAGES, REFERENCE_PAGE, templatePages, type TemplatePage } from "./template-pages";
import { templatesSection } from "./templates-report";
import type { LighthouseSummary } from "./types";

const ROOT = path.resolve(".");
const RESULTS = path.resolve(process.env.BENCH_RESULTS ?? "bench/RESULTS.md");
const JSON_FILE = path.resolve("bench/tmp/templates.json");
const RUNS = Number(process.env.BENCH_LH_RUNS || 5);
const PORT = Number(process.env.BENCH_PORT || 9104);
/** The pages issue 27 measured before its change: the reference, the heavy pages and the two that shifted. */
const BEFORE_PAGES = new Set<string>([REFERENCE_PAGE, ...HEAVY_PAGES, "saved", "compare"]);

const log = (message: string) => console.info(`bench:templates: ${message}`);

function projectFolder(dir: string, what: string): string {
  const resolved = path.resolve(dir);
  for (const needed of ["public", "content", "node_modules"]) {
    if (!fs.existsSync(path.join(resolved, needed)))
      throw new Error(`${what}: ${resolved} has no ${needed}/ (a built project folder is needed)`);
  }
  return resolved;
}

async function measurePage(
  label: string,
  server: RunningServer,
  page: TemplatePage,
): Promise<LighthouseSummary<string>> {
  return runLighthouse(label, page.name, `${server.origin}${page.route}`, RUNS, (run) =>
    log(`${label} ${page.route}: ${run === 0 ? "calibration run" : `run ${run}/${RUNS}`}`),
  );
}

async function main(): Promise<void> {
  if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`BENCH_LH_RUNS: expected a whole number >= 1`);
  const loadAverage = os.loadavg().map((value) => Math.round(value * 100) / 100);
  const after = projectFolder(ROOT, "this project");
  const beforeDir = process.env.BENCH_TEMPLATES_BEFORE?.trim();
  const before = beforeDir ? projectFolder(beforeDir, "BENCH_TEMPLATES_BEFORE") : undefined;
  const pages = templatePages(path.join(after, "public"), path.join(after, "content"));
  const beforePages = before
    ? templatePages(path.join(before, "public"), path.join(before, "content")).filter((page) =>
        BEFORE_PAGES.has(page.name),
      )
    : [];
  fs.mkdirSync(path.dirname(JSON_FILE), { recursive: true });
  const servers: RunningServer[] = [];
  const afterSummaries: LighthouseSummary<string>[] = [];
  const beforeSummaries: LighthouseSummary<string>[] = [];
  try {
    const afterServer = await serveBuild(after, PORT, path.join(after, "bench", "tmp", "templates-serve.log"));
    servers.push(afterServer);
    const beforeServer = before
      ? await serveBuild(before, PORT + 1, path.join(after, "bench", "tmp", "templates-before-serve.log"))
      : undefined;
    if (beforeServer) servers.push(beforeServer);
    for (const page of pages) {
      const old = beforePages.find((candidate) => candidate.name === page.name);
      if (beforeServer && old) beforeSummaries.push(await measurePage("before", beforeServer, old));
      afterSummaries.push(await measurePage("after", afterServer, page));
    }
  } finally {
    for (const server of servers) await server.stop();
  }
  const run = {
    runs: RUNS,
    commit: gitCommit(after),
    after: afterSummaries,
    before: before ? { commit: gitCommit(before), summaries: beforeSummaries } : undefined,
    loadAverage,
    date: new Date().toISOString().slice(0, 10),
  };
  fs.writeFileSync(JSON_FILE, `${JSON.stringify(run, null, 2)}\n`);
  writeSection(RESULTS, "templates", templatesSection(run));
  log(`results written to ${path.relative(ROOT, RESULTS)} and ${path.relative(ROOT, JSON_FILE)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
