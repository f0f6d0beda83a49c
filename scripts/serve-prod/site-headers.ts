// The build's public/_headers, read once at start and applied to what the server sends from public/
// (pages, files, redirects, the 404 page). Like Netlify, not to /api/leads, whose handler sets its own.
import fs from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";
import { compileHeaderRules, type HeadersForPath } from "../../src/lib/server/header-rules";
import { parseHeadersFile } from "../../src/lib/seo/headers-file";
import { sitePath } from "./site-path";

/** The rules of `<publicDir>/_headers`; an Error saying to build first when the file is missing. */
export function readSiteHeaders(publicDir: string): { headersFor: HeadersForPath; ruleCount: number } {
  const file = path.join(publicDir, "_headers");
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run npm run build first`);
  const rules = parseHeadersFile(fs.readFileSync(file, "utf8"));
  return { headersFor: compileHeaderRules(rules), ruleCount: rules.length };
}

const APPLIED = Symbol("site-headers.applied");
type Tracked = Response & { [APPLIED]?: string[] };

/** Sets the headers of the rules that match `pathname`, remembering them so they can be taken back. */
export function applySiteHeaders(response: Response, headersFor: HeadersForPath, pathname: string): void {
  const tracked = response as Tracked;
  for (const name of tracked[APPLIED] ?? []) response.removeHeader(name);
  const headers = headersFor(pathname);
  for (const [name, value] of headers) response.setHeader(name, value);
  tracked[APPLIED] = headers.map(([name]) => name);
}

export function siteHeaders(headersFor: HeadersForPath) {
  return (request: Request, response: Response, next: NextFunction): void => {
    applySiteHeaders(response, headersFor, sitePath(request));
    next();
  };
}
