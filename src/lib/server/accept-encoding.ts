// Which precompressed twin (`x.br`, `x.gz`) a client may receive, from its Accept-Encoding header
// (RFC 9110 section 12.5.3): q=0 refuses a coding, `*` stands for any coding not named, and brotli wins a tie
// because its files are smaller.

export type Precompressed = "br" | "gzip";

const PREFERENCE: readonly Precompressed[] = ["br", "gzip"];

/** Each named coding's q-value, lower-cased; `x-gzip` counts as gzip. */
function qualities(header: string): Map<string, number> {
  const result = new Map<string, number>();
  for (const part of header.split(",")) {
    const [rawName, ...params] = part.split(";");
    const name = rawName.trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param);
      if (match) q = Number(match[1]);
    }
    if (!Number.isFinite(q) || q < 0 || q > 1) q = 0;
    const key = name === "x-gzip" ? "gzip" : name;
    // A coding named twice keeps its best q (lenient: clients that repeat themselves mean "yes").
    result.set(key, Math.max(result.get(key) ?? 0, q));
  }
  return result;
}

/** The coding to send among the twins that exist, or undefined for the file as it is. */
export function preferredEncoding(
  acceptEncoding: string | undefined,
  available: readonly Precompressed[],
): Precompressed | undefined {
  if (!acceptEncoding || available.length === 0) return undefined;
  const q = qualities(acceptEncoding);
  let best: { coding: Precompressed; q: number } | undefined;
  for (const coding of PREFERENCE) {
    if (!available.includes(coding)) continue;
    const quality = q.get(coding) ?? q.get("*") ?? 0;
    if (quality > 0 && (!best || quality > best.q)) best = { coding, q: quality };
  }
  return best?.coding;
}
