// The build's public/_headers as a server applies them: read once at start by serve:prod
// (scripts/serve-prod/site-headers.ts) and by the Netlify function that renders deferred pages
// (gatsby/platform/ssr-function/), which Netlify does not give the file's headers.
import fs from "node:fs";
import path from "node:path";
import { parseHeadersFile } from "../seo/headers-file";
import { compileHeaderRules, type HeadersForPath } from "./header-rules";

/** The rules of `<publicDir>/_headers`; an Error saying to build first when the file is missing. */
export function readSiteHeaders(publicDir: string): { headersFor: HeadersForPath; ruleCount: number } {
  const file = path.join(publicDir, "_headers");
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run npm run build first`);
  const rules = parseHeadersFile(fs.readFileSync(file, "utf8"));
  return { headersFor: compileHeaderRules(rules), ruleCount: rules.length };
}
