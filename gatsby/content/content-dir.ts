import path from "node:path";

/** Where content lives; CONTENT_DIR lets tests and the benchmark build from a generated inventory. */
export function contentDir(): string {
  return path.resolve(process.env.CONTENT_DIR || "content");
}
