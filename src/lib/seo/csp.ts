// Content-Security-Policy strings.
//
// Every page gets its own policy in a <meta http-equiv> element (written by gatsby/post-build/finish-built-html.ts): Gatsby puts
// one inline script with the page's own path (`window.pagePath="/vehicles/..."`) in every page, so a
// site-wide header listing every hash would grow by a hash per vehicle (hundreds of kilobytes at 5,000 cars,
// beyond the header limits of CDNs). The directives a meta element cannot carry (frame-ancestors) and those
// that should also cover non-HTML responses go in the `_headers` file.
import { createHash } from "node:crypto";

export type Directives = Record<string, readonly string[]>;

/** `'sha256-…'` source for an inline script's exact text. */
export function sha256Source(content: string): string {
  return `'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`;
}

export function serializePolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...new Set(sources)].join(" ").trim())
    .join("; ");
}

export interface DocumentPolicyInput {
  /** Hash sources of the page's inline scripts. */
  scriptHashes: readonly string[];
  /** Extra origins scripts may fetch from (error reporting, analytics). */
  connectSrc?: readonly string[];
  /** Extra origins images may load from (analytics pixels). */
  imgSrc?: readonly string[];
  /** Extra origins frames may load from (the video players of vehicles with a walk-around video). */
  frameSrc?: readonly string[];
}

/**
 * The page policy: only our own files, the page's hashed inline scripts, data: images (blur-up
 * placeholders) and the integrations switched on. Styles need 'unsafe-inline': Emotion writes its
 * server-rendered CSS as <style> elements and inserts more at run time, and gatsby-plugin-image sets
 * inline style attributes; neither can carry a nonce on a static site.
 */
export function documentPolicy({
  scriptHashes,
  connectSrc = [],
  imgSrc = [],
  frameSrc = [],
}: DocumentPolicyInput): string {
  return serializePolicy({
    "default-src": ["'self'"],
    "script-src": ["'self'", ...[...new Set(scriptHashes)].sort()],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...imgSrc],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...connectSrc],
    // Partytown runs third-party scripts in a same-origin sandbox iframe and worker; video players after a click.
    "frame-src": ["'self'", ...frameSrc],
    "worker-src": ["'self'", "blob:"],
    "manifest-src": ["'self'"],
    "media-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
  });
}

/**
 * The header policy for every response: what a meta element cannot say (frame-ancestors) plus the
 * directives that must hold even before the page's own policy is read. It sets no script-src, so it does
 * not stand in the way of the per-page hashes (when several policies apply, each must allow a script).
 */
export function headerPolicy({ upgradeInsecureRequests }: { upgradeInsecureRequests: boolean }): string {
  return serializePolicy({
    "frame-ancestors": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    ...(upgradeInsecureRequests ? { "upgrade-insecure-requests": [] } : {}),
  });
}
