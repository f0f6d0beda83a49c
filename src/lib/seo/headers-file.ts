// The `_headers` file read by Netlify, Cloudflare Pages and other static hosts: a path pattern on its own
// line, then indented `Name: value` lines. Every rule whose pattern matches a request applies, and a header
// named by several matching rules is sent with the values joined, so rules must not overlap on a header.

export interface HeaderRule {
  /** `/static/*`, `/sw.js`, `/vehicles/:slug/` ... (`*` matches anything, `:name` one path segment). */
  pattern: string;
  headers: ReadonlyArray<readonly [string, string]>;
  comment?: string;
}

/** Cloudflare Pages accepts at most 100 rules; Netlify has no such limit. */
export const CLOUDFLARE_MAX_RULES = 100;

export function headersFile(rules: readonly HeaderRule[]): string {
  return rules
    .map((rule) => {
      const comment = rule.comment ? `# ${rule.comment}\n` : "";
      return `${comment}${rule.pattern}\n${rule.headers.map(([name, value]) => `  ${name}: ${value}`).join("\n")}\n`;
    })
    .join("\n");
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: { pattern: string; headers: Array<[string, string]> }[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === "" || line.trim().startsWith("#")) return;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      return;
    }
    const current = rules.at(-1);
    const separator = line.indexOf(":");
    if (!current || separator < 0)
      throw new Error(`_headers line ${index + 1}: expected "Name: value" under a path, got "${line.trim()}"`);
    current.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
  });
  return rules;
}

/** The pattern as an anchored regular expression (compiled once by servers that match every request). */
export function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split(/(\*|:[A-Za-z_][A-Za-z0-9_]*)/)
    .map((part) => (part === "*" ? ".*" : part.startsWith(":") ? "[^/]+" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  return new RegExp(`^${source}$`);
}

/** @internal exported for its unit tests */
export function ruleMatches(pattern: string, pathname: string): boolean {
  return patternToRegExp(pattern).test(pathname);
}

/**
 * The headers a host sends for a path: every matching rule, values of repeated names joined with ", ".
 * @internal exported for the unit and e2e tests
 */
export function headersForPath(rules: readonly HeaderRule[], pathname: string): Map<string, string[]> {
  const result = new Map<string, string[]>();
  for (const rule of rules) {
    if (!ruleMatches(rule.pattern, pathname)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      result.set(key, [...(result.get(key) ?? []), value]);
    }
  }
  return result;
}
