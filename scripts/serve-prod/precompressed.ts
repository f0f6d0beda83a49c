// Precompressed twins: `x.br` / `x.gz` written next to `x` by the build (gatsby/post-build/write-precompressed.ts).
// Found once at start; a request for `x` that accepts the coding gets the twin's bytes with x's Content-Type, and
// every response for a file that has a twin says `Vary: Accept-Encoding`. A twin is sent only while it is at
// least as new as its file (checked on each request: a build in place may rewrite `x` after the twins were found,
// or remove a twin); otherwise the next coding the client takes, or `x` as it is.
import { promises as fs } from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";
import { preferredEncoding, type Precompressed } from "../../src/lib/server/accept-encoding";
import { publicFileFor } from "../../src/lib/server/public-paths";

const EXTENSIONS: ReadonlyArray<readonly [string, Precompressed]> = [
  [".br", "br"],
  [".gz", "gzip"],
];
const SUFFIX: Record<Precompressed, string> = { br: ".br", gzip: ".gz" };

/** Relative path (`contact/index.html`) of every file with a twin, and the codings of its twins. */
export async function findPrecompressed(publicDir: string): Promise<Map<string, Precompressed[]>> {
  const found = new Map<string, Precompressed[]>();
  const entries = await fs.readdir(publicDir, { recursive: true, withFileTypes: true });
  const files = new Set(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")),
  );
  for (const file of files) {
    for (const [extension, coding] of EXTENSIONS) {
      const original = file.slice(0, -extension.length);
      if (file.endsWith(extension) && files.has(original))
        found.set(original, [...(found.get(original) ?? []), coding]);
    }
  }
  return found;
}

async function modifiedMs(file: string): Promise<number | undefined> {
  try {
    return (await fs.stat(file)).mtimeMs;
  } catch {
    return undefined;
  }
}

/** The coding to send for `file`: the client's preferred one among the twins still current, if any. */
async function currentCoding(
  publicDir: string,
  file: string,
  acceptEncoding: string | undefined,
  available: readonly Precompressed[],
): Promise<Precompressed | undefined> {
  let left = [...available];
  let coding = preferredEncoding(acceptEncoding, left);
  if (!coding) return undefined;
  const original = await modifiedMs(path.join(publicDir, file));
  if (original === undefined) return undefined;
  while (coding) {
    const twin = await modifiedMs(path.join(publicDir, `${file}${SUFFIX[coding]}`));
    if (twin !== undefined && twin >= original) return coding;
    left = left.filter((other) => other !== coding);
    coding = preferredEncoding(acceptEncoding, left);
  }
  return undefined;
}

export function servePrecompressed(publicDir: string, twins: ReadonlyMap<string, readonly Precompressed[]>) {
  return (request: Request, response: Response, next: NextFunction): void => {
    if (twins.size === 0 || (request.method !== "GET" && request.method !== "HEAD")) return next();
    const file = publicFileFor(request.path);
    const available = file === undefined ? undefined : twins.get(file);
    if (!file || !available) return next();
    response.vary("Accept-Encoding");
    currentCoding(publicDir, file, request.get("accept-encoding"), available).then((coding) => {
      if (!coding) return next();
      // serve-static keeps a Content-Type already set, and stats the twin for length, ETag and ranges.
      response.type(path.extname(file));
      response.setHeader("Content-Encoding", coding);
      const twin = `${file}${SUFFIX[coding]}`;
      const query = request.url.indexOf("?");
      request.url = `/${twin.split("/").map(encodeURIComponent).join("/")}${query >= 0 ? request.url.slice(query) : ""}`;
      next();
    }, next);
  };
}
