// One spelling per path. serve-static decodes a request's path and resolves `.`, `..` and doubled slashes
// before it opens a file, so `/%61dmin/`, `//admin/` and `/x/%2e%2e/admin/` all open admin/index.html; a rule
// matched against the path as written would miss them. The production server answers a path only in the one
// spelling a link to it has, and matches every rule against that path decoded, which is the file it serves.

/** Characters a URL never needs to escape (RFC 3986 "unreserved"): escaped, they are another spelling. */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/** An escape that stands for a character a path cannot carry escaped: an unreserved one, `/`, `\` or a control. */
function isNeedlessEscape(hex: string): boolean {
  const code = parseInt(hex, 16);
  const character = String.fromCharCode(code);
  return UNRESERVED.test(character) || character === "/" || character === "\\" || code < 0x20 || code === 0x7f;
}

/**
 * The decoded path a request's path names (`/es/página/` for `/es/p%C3%A1gina/`), when it is written the
 * one way: starting with `/`, printable ASCII only, no empty segment but a trailing one, no `.` or `..`
 * segment, and an escape only for a character that needs one (well formed, valid UTF-8). Undefined otherwise.
 */
export function sitePathOf(rawPath: string): string | undefined {
  if (!rawPath.startsWith("/") || /[^\x21-\x7e]|\\/.test(rawPath)) return undefined;
  const segments = rawPath.slice(1).split("/");
  const last = segments.length - 1;
  if (segments.some((segment, index) => (segment === "" && index !== last) || segment === "." || segment === ".."))
    return undefined;
  const escapes = rawPath.match(/%.{0,2}/g) ?? [];
  if (escapes.some((escape) => !/^%[0-9A-Fa-f]{2}$/.test(escape) || isNeedlessEscape(escape.slice(1))))
    return undefined;
  try {
    return decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
}
