/**
 * Turns the dealer's inventory feed (CSV, TSV or pipe-separated export of the dealer management system) into
 * content/vehicles/ (docs/content-reference.md#inventory-import):
 *   npm run inventory:import -- <feed file or http(s) URL> [--dry-run] [--keep-missing]
 *   npm run inventory:import -- --recover     finish an import that was interrupted while writing
 * Exit code 0: imported (warnings possible); 1: the feed has problems and nothing was written; 2: usage, or an
 * IMPORT_ALLOW_HOSTS entry that is not a host.
 * Writes into CONTENT_DIR (default content/), like the build reads it. Fetches only from public hosts, and from
 * the hosts IMPORT_ALLOW_HOSTS names (a comma list of host or host:port).
 */
import { parseArgs } from "node:util";
import { parseAllowHosts } from "../src/lib/feed-import/allow-hosts";
import { recoverImport } from "../src/lib/feed-import/content-transaction";
import { describeReport } from "../src/lib/feed-import/describe-report";
import { ImportError } from "../src/lib/feed-import/import-error";
import { acquireImportLock } from "../src/lib/feed-import/import-lock";
import { runImport } from "../src/lib/feed-import/run-import";
import { setting } from "../src/lib/settings/setting";

const USAGE =
  "usage: npm run inventory:import -- <feed file or URL> [--dry-run] [--keep-missing]\n       npm run inventory:import -- --recover";

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        "dry-run": { type: "boolean" },
        "keep-missing": { type: "boolean" },
        recover: { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const contentDir = setting(process.env, "CONTENT_DIR") || "content";
  const allowed = parseAllowHosts(setting(process.env, "IMPORT_ALLOW_HOSTS"));
  if (allowed.problems.length > 0) {
    console.error(allowed.problems.join("\n"));
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (!values.recover && positionals.length !== 1) {
    console.error(USAGE);
    return 2;
  }
  try {
    if (values.recover) {
      const release = acquireImportLock(contentDir);
      try {
        console.log(
          recoverImport(contentDir)
            ? `Finished the interrupted import in ${contentDir}.`
            : `No interrupted import in ${contentDir}.`,
        );
      } finally {
        release();
      }
      return 0;
    }
    const report = await runImport({
      feed: positionals[0],
      contentDir,
      dryRun: values["dry-run"],
      keepMissing: values["keep-missing"],
      network: { allowHosts: allowed.hosts },
      log: (line) => console.log(line),
    });
    for (const line of describeReport(report)) console.log(line);
    return 0;
  } catch (error) {
    if (error instanceof ImportError) {
      console.error(`${error.message}\nNothing was written.`);
      return 1;
    }
    throw error;
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    console.error("The import stopped; content/ is as it was before, or finish it with --recover if it says so.");
    process.exit(1);
  },
);
