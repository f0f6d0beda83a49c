// The build's public/_headers (read once at start: src/lib/server/site-header-rules.ts), applied to what the server sends from public/
// (pages, files, redirects, the 404 page). Like Netlify, not to /api/leads, whose handler sets its own.
import type { NextFunction, Request, Response } from "express";
import type { HeadersForPath } from "../../src/lib/server/header-rules";
import { sitePath } from "./site-path";

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
