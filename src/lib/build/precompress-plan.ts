// Which built files get precompressed twins (`x.br`, `x.gz` beside `x`) and how hard each is compressed. The build
// step (gatsby/post-build/write-precompressed.ts) does the work; serve:prod sends a twin to a client that takes
// its coding. Measured on the sample build: docs/deployment.md#precompressed-twins.

/** Text the browser fetches; images and fonts are compressed formats already and would not shrink. */
const COMPRESSED_EXTENSIONS = new Set([".html", ".js", ".css", ".json", ".svg"]);

/**
 * Files in public/ no browser fetches: Gatsby's bundle statistics (read by the bench), the slices' HTML fragments
 * (stitched into the pages at build) and the offline plugin's list of chunks.
 */
const NOT_FETCHED = [/^webpack\.stats\.json$/, /^chunk-map\.json$/, /^_gatsby\/slices\//];

/**
 * Below this a response fits in one packet either way (nginx's gzip_min_length is the same).
 * @internal exported for its unit tests
 */
export const MIN_BYTES = 1024;

/**
 * Brotli quality of the files there is one per page (HTML and page data: 2 x 2 x 20,000 on a 20,000-vehicle site
 * in two languages): 9 took 10 times as long for 1.5% less, 11 40 times for 10% less (docs/deployment.md#precompressed-twins).
 * @internal exported for its unit tests
 */
export const PAGE_BROTLI_QUALITY = 5;
/**
 * Scripts, styles and icons: few, fetched by every shopper, so the smallest file is worth its time.
 * @internal exported for its unit tests
 */
export const ASSET_BROTLI_QUALITY = 11;
export const GZIP_LEVEL = 9;

export type Coding = "br" | "gzip";
export const TWIN_SUFFIX: Record<Coding, string> = { br: ".br", gzip: ".gz" };

function extensionOf(file: string): string {
  const name = file.slice(file.lastIndexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot).toLowerCase() : "";
}

/** Whether `file` (relative to public/, forward slashes) is a kind that gets twins, whatever its size. */
export function isCompressedKind(file: string): boolean {
  return COMPRESSED_EXTENSIONS.has(extensionOf(file)) && !NOT_FETCHED.some((pattern) => pattern.test(file));
}

/** Whether `file` of `bytes` gets twins. */
export function wantsTwins(file: string, bytes: number): boolean {
  return bytes >= MIN_BYTES && isCompressedKind(file);
}

/** The brotli quality for `file`: pages and their data at PAGE_BROTLI_QUALITY, the rest at 11. */
export function brotliQualityFor(file: string): number {
  const extension = extensionOf(file);
  return extension === ".html" || extension === ".json" ? PAGE_BROTLI_QUALITY : ASSET_BROTLI_QUALITY;
}

/**
 * Whether a twin written earlier still stands for its file: written after it (a rebuild that left the file as it
 * was keeps it, and the file is not read again). A file written in the same instant is compressed again.
 */
export function twinIsCurrent(fileMtimeMs: number, twinMtimeMs: number | undefined): boolean {
  return twinMtimeMs !== undefined && twinMtimeMs > fileMtimeMs;
}

/** A twin is kept only when it is smaller than the file. */
export function twinIsWorthKeeping(fileBytes: number, twinBytes: number): boolean {
  return twinBytes < fileBytes;
}

/** For `x.br` / `x.gz`: `x` and the coding; undefined for any other name. */
export function twinOf(file: string): { original: string; coding: Coding } | undefined {
  for (const coding of ["br", "gzip"] as const) {
    const suffix = TWIN_SUFFIX[coding];
    if (file.endsWith(suffix) && file.length > suffix.length)
      return { original: file.slice(0, -suffix.length), coding };
  }
  return undefined;
}
