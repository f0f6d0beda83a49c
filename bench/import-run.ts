// `npm run bench:import`: only the inventory import timing of the benchmark (bench/import-timing.ts), seconds
// instead of the full run's quarter hour. Replaces the "Inventory import" section of bench/RESULTS.md (and
// importTiming in bench/tmp/RESULTS.json, when a full run left that file on this machine); the other sections
// stay from their own run.
import fs from "node:fs";
import path from "node:path";
import { benchConfig } from "./config";
import { gitCommit } from "./machine";
import { IMPORT_SECTION_TITLE, importSection } from "./import-report";
import { measureImport } from "./import-timing";
import type { BenchResults } from "./types";

const repoRoot = path.resolve(__dirname, "..");
const { resultsFile, jsonFile, tmpDir } = benchConfig({}, repoRoot);
const count = 5000;

async function main(): Promise<void> {
  const timing = await measureImport(repoRoot, path.join(tmpDir, "import"), count, 3, (line) => console.log(line));
  const section = `${IMPORT_SECTION_TITLE}\n\n${importSection(timing)}\n\n_Measured by \`npm run bench:import\` on ${new Date().toISOString().slice(0, 10)} at commit ${gitCommit(repoRoot)}; the sections above are from their own run._\n`;
  console.log(section);
  const markdown = fs.readFileSync(resultsFile, "utf8");
  const start = markdown.indexOf(`${IMPORT_SECTION_TITLE}\n`);
  const next = start < 0 ? markdown.indexOf("## Notes\n") : markdown.indexOf("\n## ", start + 1) + 1;
  const before = markdown.slice(0, start < 0 ? next : start);
  fs.writeFileSync(resultsFile, `${before}${section}\n${markdown.slice(next)}`);
  if (fs.existsSync(jsonFile)) {
    const results = JSON.parse(fs.readFileSync(jsonFile, "utf8")) as BenchResults;
    fs.writeFileSync(jsonFile, `${JSON.stringify({ ...results, importTiming: timing }, null, 2)}\n`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
