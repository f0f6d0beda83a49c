// The build's last step: a brotli and a gzip twin (`x.br`, `x.gz`) beside every page, script, style, data file
// and icon in public/ (src/lib/build/precompress-plan.ts decides which and how hard), for serve:prod to send
// to the clients that take them. Each file is read once and both codings are made from that one read, on Node's
// zlib thread pool (a file's two codings and one file per core at a time: zlib's async calls run off the main
// thread, so every core works without the worker threads' cost of loading the build's bundle again; the pool has
// 4 threads unless UV_THREADPOOL_SIZE says more, enough for the 2-core machines we build on). A twin
// written after its file is kept and the file not read again (a rebuild rewrites only what changed). On Netlify,
// which compresses on its own, no twin is written and any left by an earlier build here is removed, so nothing
// extra is uploaded.
import { promises as fs, type Dirent } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { GatsbyNode } from "gatsby";
import {
  GZIP_LEVEL,
  TWIN_SUFFIX,
  brotliQualityFor,
  isCompressedKind,
  twinIsCurrent,
  twinIsWorthKeeping,
  twinOf,
  wantsTwins,
  type Coding,
} from "../../src/lib/build/precompress-plan";
import { buildsForNetlify } from "../platform/netlify-adapter";
import { PUBLIC_DIR } from "./public-files";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface PrecompressOutcome {
  /** Files that got both twins in this run. */
  compressed: number;
  /** Files whose twins from an earlier build still stood. */
  kept: number;
  /** Twins removed: on Netlify all, elsewhere those whose file is gone or no longer gets twins. */
  removed: number;
  /** Bytes of the files compressed in this run, and of their twins. */
  bytes: { original: number; br: number; gzip: number };
  milliseconds: number;
}

interface Listed {
  /** Relative to public/, forward slashes. */
  file: string;
  bytes: number;
  mtimeMs: number;
}

/** The files that get twins and the twins already there; the photos, most of public/, are not even stat'ed. */
async function listFiles(publicDir: string): Promise<Map<string, Listed>> {
  const entries: Dirent[] = await fs.readdir(publicDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .filter((file) => isCompressedKind(file) || twinOf(file) !== undefined);
  const listed = await Promise.all(
    files.map(async (file) => {
      const stat = await fs.stat(path.join(publicDir, file));
      return { file, bytes: stat.size, mtimeMs: stat.mtimeMs };
    }),
  );
  return new Map(listed.map((entry) => [entry.file, entry]));
}

async function compressOne(publicDir: string, file: string, outcome: PrecompressOutcome): Promise<void> {
  const absolute = path.join(publicDir, file);
  const content = await fs.readFile(absolute);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQualityFor(file),
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
    gzip(content, { level: GZIP_LEVEL }),
  ]);
  const twins: Record<Coding, Buffer> = { br, gzip: gz };
  for (const coding of ["br", "gzip"] as const) {
    const twin = `${absolute}${TWIN_SUFFIX[coding]}`;
    if (twinIsWorthKeeping(content.length, twins[coding].length)) await fs.writeFile(twin, twins[coding]);
    else await fs.rm(twin, { force: true });
  }
  outcome.compressed += 1;
  outcome.bytes.original += content.length;
  outcome.bytes.br += br.length;
  outcome.bytes.gzip += gz.length;
}

/** `work` on every item, at most `concurrency` at a time. */
async function eachAtMost<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const runner = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, runner));
}

/**
 * Writes (or, for Netlify, removes) the twins of the files in `publicDir`.
 * @internal exported for its tests (the build runs precompressStep)
 */
export async function writePrecompressed(
  publicDir: string,
  { netlify }: { netlify: boolean },
): Promise<PrecompressOutcome> {
  const started = performance.now();
  const outcome: PrecompressOutcome = {
    compressed: 0,
    kept: 0,
    removed: 0,
    bytes: { original: 0, br: 0, gzip: 0 },
    milliseconds: 0,
  };
  const files = await listFiles(publicDir);
  const toCompress: string[] = [];
  const toRemove: string[] = [];
  for (const entry of files.values()) {
    const twin = twinOf(entry.file);
    if (twin) {
      // A twin of a file of ours: removed on Netlify, and when its file is gone or no longer gets twins.
      const original = files.get(twin.original);
      if (isCompressedKind(twin.original) && (netlify || !original || !wantsTwins(original.file, original.bytes)))
        toRemove.push(entry.file);
      continue;
    }
    if (netlify || !wantsTwins(entry.file, entry.bytes)) continue;
    const br = files.get(`${entry.file}${TWIN_SUFFIX.br}`);
    const gz = files.get(`${entry.file}${TWIN_SUFFIX.gzip}`);
    if (twinIsCurrent(entry.mtimeMs, br?.mtimeMs) && twinIsCurrent(entry.mtimeMs, gz?.mtimeMs)) outcome.kept += 1;
    else toCompress.push(entry.file);
  }
  await Promise.all(toRemove.map((file) => fs.rm(path.join(publicDir, file), { force: true })));
  outcome.removed = toRemove.length;
  // Largest first, so a big script does not start last and finish alone.
  toCompress.sort((a, b) => (files.get(b)?.bytes ?? 0) - (files.get(a)?.bytes ?? 0));
  await eachAtMost(toCompress, os.availableParallelism(), (file) => compressOne(publicDir, file, outcome));
  outcome.milliseconds = Math.round(performance.now() - started);
  return outcome;
}

/** The onPostBuild step, registered last in gatsby-node.ts: every other step has written its files by then. */
export const precompressStep: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  const netlify = buildsForNetlify(process.env);
  let done: PrecompressOutcome;
  try {
    done = await writePrecompressed(PUBLIC_DIR, { netlify });
  } catch (error) {
    reporter.panicOnBuild(`Precompressed twins could not be written: ${(error as Error).message}`, error as Error);
    return;
  }
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
  reporter.info(
    netlify
      ? `Precompressed twins: none for Netlify, which compresses on its own (${done.removed} left by an earlier build removed)`
      : `Precompressed twins: ${done.compressed} files compressed (${kib(done.bytes.original)} -> brotli ${kib(done.bytes.br)}, gzip ${kib(done.bytes.gzip)}), ${done.kept} kept from an earlier build, ${done.removed} removed, in ${(done.milliseconds / 1000).toFixed(1)} s`,
  );
};
