/**
 * What the website advertised, from the Git history of content/ (docs/staff-guide.md#what-an-ad-said):
 *   npm run ads:record -- --vehicle <stock number or VIN> [--from YYYY-MM-DD] [--to YYYY-MM-DD]
 *     every version of that vehicle's ad live in those days: dates, total price and fees, status, description,
 *     photos, and the commit that made it;
 *   npm run ads:record -- --all [--from …] [--to …] [--out changes.csv]
 *     every change of a total price in those days, for every vehicle, as CSV (stdout, or the file).
 * Exit status 0 with the record, 2 with one line saying what to fix (a bad stock number or date, a shallow clone).
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { namesVehicle } from "../src/lib/ads/ad-snapshot";
import { isCalendarDate } from "../src/lib/content/calendar-date";
import { formatAdRecord, priceChangesCsv } from "../src/lib/ads/ad-record-format";
import { adVersions, liveBetween, priceChanges, type AdAtCommit } from "../src/lib/ads/ad-versions";
import { AdRecordError, checkHistory, contentHistory, type ContentCommit } from "./ads/content-history";

const USAGE =
  "usage: npm run ads:record -- --vehicle <stock number or VIN> [--from YYYY-MM-DD] [--to YYYY-MM-DD]\n" +
  "       npm run ads:record -- --all [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--out file.csv]";

/** A calendar date as YYYY-MM-DD, or an AdRecordError naming the option. */
function dateOption(name: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (!isCalendarDate(value))
    throw new AdRecordError(`--${name} must be a date as YYYY-MM-DD (for example 2026-11-02), got "${value}"`);
  return value;
}

/** Each vehicle's ad at each commit that may have changed it, by stock number. */
function timelines(history: readonly ContentCommit[]): Map<string, AdAtCommit[]> {
  const byStock = new Map<string, AdAtCommit[]>();
  for (const { commit, ads } of history)
    for (const [stock, ad] of ads) {
      const timeline = byStock.get(stock) ?? [];
      timeline.push({ commit, ad });
      byStock.set(stock, timeline);
    }
  return byStock;
}

function run(argv: string[]): string {
  const { values } = parseArgs({
    args: argv,
    options: {
      vehicle: { type: "string" },
      all: { type: "boolean" },
      from: { type: "string" },
      to: { type: "string" },
      out: { type: "string" },
      repo: { type: "string" },
    },
    strict: true,
  });
  const from = dateOption("from", values.from);
  const to = dateOption("to", values.to);
  if (from && to && from > to) throw new AdRecordError(`--from ${from} is after --to ${to}`);
  if (Boolean(values.vehicle) === Boolean(values.all)) throw new AdRecordError(`give --vehicle or --all\n${USAGE}`);
  const repo = path.resolve(values.repo ?? ".");
  checkHistory(repo);
  const history = contentHistory(repo);
  if (history.length === 0) throw new AdRecordError(`no commit in ${repo} has content/vehicles or content/site.json`);
  const since = history[0].commit;
  const byStock = timelines(history);

  if (values.all) {
    const changes = [...byStock.values()].flatMap((timeline) => priceChanges(adVersions(timeline), from, to));
    const table = priceChangesCsv(changes);
    if (!values.out) return table;
    fs.writeFileSync(values.out, table);
    return `${changes.length} price changes written to ${values.out}\n`;
  }
  const wanted = values.vehicle as string;
  const timeline = [...byStock.values()].find((ads) => ads.some(({ ad }) => ad && namesVehicle(ad, wanted)));
  if (!timeline)
    throw new AdRecordError(`no vehicle with stock number or VIN "${wanted}" in the history of content/vehicles`);
  const versions = liveBetween(adVersions(timeline), from, to);
  if (versions.length === 0)
    throw new AdRecordError(`"${wanted}" had no ad live from ${from ?? "the start"} to ${to ?? "now"}`);
  return formatAdRecord(versions, { since });
}

try {
  process.stdout.write(run(process.argv.slice(2)));
} catch (error) {
  const badArguments = (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS") === true;
  console.error(`ads:record: ${(error as Error).message}${badArguments ? `\n${USAGE}` : ""}`);
  process.exit(2);
}
