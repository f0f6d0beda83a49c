import path from "node:path";
import { setting } from "../../src/lib/settings/setting";

/** Where content lives; CONTENT_DIR lets tests and the benchmark build from a generated inventory. */
export function contentDir(): string {
  return path.resolve(setting(process.env, "CONTENT_DIR") || "content");
}
