// The history of content/ as the ad record reads it: the commits of the current branch's first-parent line (what
// the live site was built from, merges included as one step) that touched the vehicle files or site.json, oldest
// first, and after each one every vehicle's ad (ad-snapshot.ts). Files are read with one `git cat-file --batch`
// per commit, only those the commit changed.
import { execFileSync, spawnSync } from "node:child_process";
import { adSnapshot, type AdSnapshot } from "../../src/lib/ads/ad-snapshot";
import type { CommitInfo } from "../../src/lib/ads/ad-versions";

/** A problem the person running the command can fix (exit status 2, one message). */
export class AdRecordError extends Error {}

export interface ContentCommit {
  commit: CommitInfo;
  /** The ads this commit may have changed, by stock number (undefined: the vehicle's file is gone). */
  ads: ReadonlyMap<string, AdSnapshot | undefined>;
}

const git = (repo: string, args: string[]) =>
  execFileSync("git", ["-C", repo, ...args], { encoding: "utf8", maxBuffer: 1 << 30 });

/** Refuses a folder that is not a Git checkout, or a shallow one (its history stops short: the record would too). */
export function checkHistory(repo: string): void {
  let shallow: string;
  try {
    shallow = git(repo, ["rev-parse", "--is-shallow-repository"]).trim();
  } catch {
    throw new AdRecordError(`${repo} is not a Git checkout: the ad record reads the history of content/ from Git.`);
  }
  if (shallow === "true")
    throw new AdRecordError(
      "this checkout is shallow (cloned with --depth), so the history of content/ stops short and so would the ad " +
        "record. Fetch the whole history first: git fetch --unshallow",
    );
}

/** The contents of `paths` at `commit`, read in one go; a path missing there reads as undefined. */
function readFiles(repo: string, commit: string, paths: readonly string[]): Map<string, string | undefined> {
  const files = new Map<string, string | undefined>();
  if (paths.length === 0) return files;
  const output = spawnSync("git", ["-C", repo, "cat-file", "--batch"], {
    input: paths.map((file) => `${commit}:${file}\n`).join(""),
    maxBuffer: 1 << 30,
  }).stdout;
  let at = 0;
  for (const file of paths) {
    const end = output.indexOf(10, at);
    const header = output.subarray(at, end).toString("utf8");
    at = end + 1;
    const size = /^[0-9a-f]+ blob (\d+)$/.exec(header)?.[1];
    if (size === undefined) {
      files.set(file, undefined);
      continue;
    }
    files.set(file, output.subarray(at, at + Number(size)).toString("utf8"));
    at += Number(size) + 1;
  }
  return files;
}

const parse = (text: string | undefined): unknown => {
  try {
    return text === undefined ? undefined : JSON.parse(text);
  } catch {
    // A commit with a broken file: the site was not built from it (the build refuses it), so it changes no ad.
    return undefined;
  }
};

/** Every commit that changed the ads, oldest first, each with the ads it may have changed, by stock number. */
export function contentHistory(repo: string, contentDir = "content"): ContentCommit[] {
  const vehiclesDir = `${contentDir}/vehicles/`;
  const siteFile = `${contentDir}/site.json`;
  const log = git(repo, [
    "log",
    "--first-parent",
    "--reverse",
    "--no-renames",
    "--format=%x1e%H%x09%cI%x09%s",
    "--name-only",
    "--",
    `${vehiclesDir}*.json`,
    siteFile,
  ]);
  const history: ContentCommit[] = [];
  const vehicles = new Map<string, unknown>();
  /** The stock number each file's ad had, to say when it is gone. */
  const stockOf = new Map<string, string>();
  let site: unknown;
  for (const entry of log.split("\x1e").slice(1)) {
    const [head, ...changed] = entry.split("\n").filter(Boolean);
    const [hash, date, subject = ""] = head.split("\t");
    let touched: string[] = [];
    for (const [file, text] of readFiles(repo, hash, changed)) {
      if (text === undefined) {
        vehicles.delete(file);
        touched.push(file);
        continue;
      }
      const json = parse(text);
      // A broken file was never built (the build refuses it): the site kept what it had.
      if (json === undefined) continue;
      if (file === siteFile) site = json;
      else vehicles.set(file, json);
      touched.push(file);
    }
    // New fees change every ad's total.
    if (touched.includes(siteFile)) touched = [...new Set([...touched, ...vehicles.keys()])];
    const ads = new Map<string, AdSnapshot | undefined>();
    for (const file of touched) {
      if (file === siteFile) continue;
      const before = stockOf.get(file);
      const ad = adSnapshot(vehicles.get(file), site);
      if (before !== undefined && before !== ad?.stockNumber && !ads.get(before)) ads.set(before, undefined);
      if (ad) {
        ads.set(ad.stockNumber, ad);
        stockOf.set(file, ad.stockNumber);
      } else stockOf.delete(file);
    }
    const utc = new Date(date).toISOString().replace(/\.\d{3}Z$/, "Z");
    history.push({ commit: { hash, date: utc, subject }, ads });
  }
  return history;
}
