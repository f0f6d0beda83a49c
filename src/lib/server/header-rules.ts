// The `_headers` rules as the production server applies them: compiled once at start, then matched against
// every request path. Every matching rule applies; a header named by several of them is sent once with the
// values joined by ", " (Cloudflare Pages' documented merge, and what headersForPath in seo/headers-file.ts
// models; the build's rules never overlap on a header, so hosts that let the last rule win agree).
import { patternToRegExp, type HeaderRule } from "../seo/headers-file";

/**
 * Names a `_headers` rule may not set, after Netlify's documented list: the server sets them from the response
 * itself (a rule-made Content-Length or Content-Encoding would corrupt it). They are skipped, as Netlify does.
 */
const SERVER_OWNED_HEADERS: ReadonlySet<string> = new Set([
  "accept-ranges",
  "age",
  "allow",
  "alt-svc",
  "connection",
  "content-encoding",
  "content-length",
  "content-range",
  "date",
  "location",
  "server",
  "set-cookie",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

export type HeadersForPath = (pathname: string) => Array<[string, string]>;

export function compileHeaderRules(rules: readonly HeaderRule[]): HeadersForPath {
  const compiled = rules.map((rule) => ({ test: patternToRegExp(rule.pattern), headers: rule.headers }));
  return (pathname) => {
    // Keyed by lower-case name; the first rule's spelling of the name is the one sent.
    const merged = new Map<string, [string, string[]]>();
    for (const rule of compiled) {
      if (!rule.test.test(pathname)) continue;
      for (const [name, value] of rule.headers) {
        const key = name.toLowerCase();
        if (SERVER_OWNED_HEADERS.has(key)) continue;
        const entry = merged.get(key);
        if (entry) entry[1].push(value);
        else merged.set(key, [name, [value]]);
      }
    }
    return [...merged.values()].map(([name, values]) => [name, values.join(", ")]);
  };
}
