// First-load JavaScript of built pages, as docs/languages.md "What it costs" counts it: gzip -9 of the files of
// the `app` chunk group, the page's component and its slices' chunk groups (public/webpack.stats.json, the
// page's page-data.json and slice-data). `npx tsx bench/first-load-js.ts [public] [/ /es/ …]`
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

interface ChunkGroups {
  namedChunkGroups: Record<string, { assets: { name: string }[] }>;
}

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, "utf8")) as T;

export function firstLoadFiles(publicDir: string, pagePath: string): string[] {
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

const gzipBytes = (file: string): number => gzipSync(fs.readFileSync(file), { level: 9 }).length;

/** The page's first-load JavaScript in bytes, gzip -9 of each file summed. */
export function firstLoadBytes(publicDir: string, pagePath: string): number {
  return firstLoadFiles(publicDir, pagePath).reduce((sum, file) => sum + gzipBytes(path.join(publicDir, file)), 0);
}

if (process.argv[1]?.endsWith("first-load-js.ts")) {
  const [publicDir = "public", ...pages] = process.argv.slice(2);
  for (const pagePath of pages.length > 0 ? pages : ["/"]) {
    const sizes = firstLoadFiles(publicDir, pagePath).map(
      (file) => [file, gzipBytes(path.join(publicDir, file))] as const,
    );
    console.log(`${pagePath}: ${sizes.reduce((sum, [, bytes]) => sum + bytes, 0)} bytes gzip`);
    for (const [file, bytes] of sizes) console.log(`  ${bytes}\t${file}`);
  }
}
