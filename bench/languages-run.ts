/**
 * `npm run bench:languages`: what the second language costs. Two cold builds of the same generated inventory
 * (BENCH_LANGUAGES_COUNT, default 5,000 vehicles), one after the other: with the sample's languages (English and
 * Spanish) and with `languages: ["en"]`, each in its own tree under bench/tmp/ as the full bench builds. Then the
 * first-load JavaScript of `/` and `/es/` (bench/first-load-js.ts: every script the browser fetches without a
 * click, gzip -9, each build served by its serve:prod on BENCH_PORT). Budgets: the bilingual build within 6 minutes,
 * `/es/` within 4 KiB of `/` (issue 28), `/` and `/es/` within 102 KiB. Writes its section of
 * bench/RESULTS.md (between the bench:languages markers).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createProjectTree, generateInventory } from "./build-tree";
import { buildVariant, type VariantSpec } from "./build-variant";
import { measureFirstLoad } from "./first-load-js";
import { FIRST_LOAD_JS_BUDGET_BYTES, describeScripts, type FirstLoadSummary } from "./first-load-summary";
import { gitCommit } from "./machine";
import { renderTable } from "./markdown-table";
import { writeSection } from "./results-sections";
import { formatBytes, formatDuration } from "./stats";
import type { BuildMetrics } from "./types";

const ROOT = path.resolve(".");
const TMP = path.join(ROOT, "bench", "tmp");
const RESULTS = path.resolve(process.env.BENCH_RESULTS ?? "bench/RESULTS.md");
const COUNT = Number(process.env.BENCH_LANGUAGES_COUNT || 5000);
const PHOTOS = Number(process.env.BENCH_PHOTOS || 8);
const PORT = Number(process.env.BENCH_PORT || 9104);
/** Issue 28's budgets. */
const BILINGUAL_BUILD_MS = 6 * 60_000;
const SPANISH_EXTRA_BYTES = 4096;

const log = (message: string) => console.info(`bench:languages: ${message}`);

/** `contentDir` with the site setting `languages` set to `languages`. */
function setLanguages(contentDir: string, languages: readonly string[]): void {
  const file = path.join(contentDir, "site.json");
  const site = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
  fs.writeFileSync(file, `${JSON.stringify({ ...site, languages }, null, 2)}\n`);
}

async function build(spec: VariantSpec): Promise<BuildMetrics> {
  log(`${spec.label}: building in ${path.relative(ROOT, spec.treeDir)} ...`);
  const metrics = await buildVariant(spec);
  if (metrics.error) throw new Error(`${spec.label}: ${metrics.error}`);
  log(`${spec.label}: ${formatDuration(metrics.wallMs)}, ${metrics.pages} pages`);
  return metrics;
}

const holds = (ok: boolean) => (ok ? "yes" : "**NO**");

async function main(): Promise<void> {
  if (!Number.isInteger(COUNT) || COUNT < 1) throw new Error("BENCH_LANGUAGES_COUNT: expected a whole number >= 1");
  const loadAverage = os.loadavg().map((value) => value.toFixed(2));
  const variant = (name: string, label: string): VariantSpec => ({
    name: `languages-${COUNT}-${name}`,
    label: `${COUNT.toLocaleString("en-US")} vehicles, ${label}`,
    treeDir: path.join(TMP, `languages-${COUNT}-${name}`),
    contentDir: path.join(TMP, `languages-content-${COUNT}-${name}`),
  });
  const both = variant("both", "English and Spanish");
  const english = variant("en", "English only");
  for (const spec of [both, english]) createProjectTree(ROOT, spec.treeDir);
  fs.rmSync(both.contentDir!, { recursive: true, force: true });
  fs.rmSync(english.contentDir!, { recursive: true, force: true });
  log(`generating ${COUNT} vehicles in ${path.relative(ROOT, both.contentDir!)}`);
  generateInventory(both.treeDir, COUNT, both.contentDir!, PHOTOS);
  setLanguages(both.contentDir!, ["en", "es"]);
  fs.cpSync(both.contentDir!, english.contentDir!, { recursive: true });
  setLanguages(english.contentDir!, ["en"]);

  const bilingual = await build(both);
  const englishOnly = await build(english);
  log("first-load JS of / and /es/ (every script fetched without a click) ...");
  const bothPages = await measureFirstLoad(both.treeDir, ["/", "/es/"], PORT);
  const englishPages = await measureFirstLoad(english.treeDir, ["/"], PORT);
  const measured = (summaries: Map<string, FirstLoadSummary>, pagePath: string): FirstLoadSummary => {
    const summary = summaries.get(pagePath);
    if (!summary) throw new Error(`first-load JS of ${pagePath} was not measured`);
    return summary;
  };
  const pages = {
    bothRoot: measured(bothPages, "/"),
    bothSpanish: measured(bothPages, "/es/"),
    englishRoot: measured(englishPages, "/"),
  };
  const firstLoad = {
    bothRoot: pages.bothRoot.bytes,
    bothSpanish: pages.bothSpanish.bytes,
    englishRoot: pages.englishRoot.bytes,
  };
  const heaviest = Math.max(firstLoad.bothRoot, firstLoad.bothSpanish);
  const jsRow = (label: string, summary: FirstLoadSummary) => [
    label,
    summary.bytes.toLocaleString("en-US"),
    String(summary.scripts.length),
    describeScripts(summary.outsideChunkGroups),
  ];

  const row = (metrics: BuildMetrics) => [
    metrics.label,
    formatDuration(metrics.wallMs),
    formatDuration(metrics.cpuMs),
    String(metrics.pages),
    formatBytes(metrics.peakTreeRssBytes),
    formatBytes(metrics.publicBytes),
  ];
  const lines = [
    "## Languages (`npm run bench:languages`)",
    "",
    `Two cold builds of the same ${COUNT.toLocaleString("en-US")} generated vehicles (${PHOTOS} shared photo files), one after the other, each in its own tree: the sample's languages, then \`languages: ["en"]\`. Load average at start: ${loadAverage.join(", ")}.`,
    "",
    renderTable({
      headers: ["build", "wall time", "CPU time", "pages", "peak memory (tree)", "public/"],
      rows: [row(bilingual), row(englishOnly)],
      align: ["left", "right", "right", "right", "right", "right"],
    }),
    "",
    renderTable({
      headers: [
        "first-load JS (every script fetched without a click, gzip -9; bench/first-load-js.ts)",
        "bytes",
        "scripts",
        "of them outside the page's chunk groups (gzip -9)",
      ],
      rows: [
        jsRow("`/`, English and Spanish", pages.bothRoot),
        jsRow("`/es/`, English and Spanish", pages.bothSpanish),
        jsRow("`/`, English only", pages.englishRoot),
      ],
      align: ["left", "right", "right", "left"],
    }),
    "",
    renderTable({
      headers: ["budget", "measured", "holds"],
      rows: [
        [
          `cold build of ${COUNT.toLocaleString("en-US")} vehicles in both languages <= 6 min`,
          `${formatDuration(bilingual.wallMs)} (English only ${formatDuration(englishOnly.wallMs)}, ×${(bilingual.wallMs / englishOnly.wallMs).toFixed(2)})`,
          holds(bilingual.wallMs <= BILINGUAL_BUILD_MS),
        ],
        [
          `first-load JS of \`/\` and \`/es/\` (every script fetched without a click, gzip -9) <= ${FIRST_LOAD_JS_BUDGET_BYTES.toLocaleString("en-US")} bytes (102 KiB)`,
          `${firstLoad.bothRoot.toLocaleString("en-US")} and ${firstLoad.bothSpanish.toLocaleString("en-US")}`,
          holds(heaviest <= FIRST_LOAD_JS_BUDGET_BYTES),
        ],
        [
          "first-load JS of `/es/` within 4 KiB of `/`",
          `${(firstLoad.bothSpanish - firstLoad.bothRoot).toLocaleString("en-US")} bytes apart`,
          holds(Math.abs(firstLoad.bothSpanish - firstLoad.bothRoot) <= SPANISH_EXTRA_BYTES),
        ],
      ],
    }),
    "",
    `_Measured by \`npm run bench:languages\` on ${new Date().toISOString().slice(0, 10)} at commit ${gitCommit(ROOT)}._`,
  ];
  writeSection(RESULTS, "languages", lines);
  console.log(lines.join("\n"));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
