// The path a request names, decoded, decided once and first (src/lib/server/site-path.ts): any other spelling
// of a path, and the host files under every spelling, get the 404 answer; what follows (the _headers rules,
// the precompressed twins, the 404 page's language) reads the decoded path, which is the file serve-static
// opens.
import type { NextFunction, Request, Response } from "express";
import { isHostFile } from "../../src/lib/server/public-paths";
import { sitePathOf } from "../../src/lib/server/site-path";

const SITE_PATH = Symbol("site-path");
type WithSitePath = Request & { [SITE_PATH]?: string };

/** The decoded path of a request the middleware below let through. */
export function sitePath(request: Request): string {
  return (request as WithSitePath)[SITE_PATH] ?? request.path;
}

export function onePathSpelling(notFound: (request: Request, response: Response) => void) {
  return (request: Request, response: Response, next: NextFunction): void => {
    const decoded = sitePathOf(request.path);
    if (decoded === undefined || isHostFile(decoded)) return notFound(request, response);
    (request as WithSitePath)[SITE_PATH] = decoded;
    next();
  };
}
