// Finds the inline scripts of a built HTML page (to hash them for the CSP) and writes the policy into it.

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXECUTABLE_TYPES = new Set(["", "text/javascript", "application/javascript", "module", "text/ecmascript"]);

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(attributes);
  if (!match) return new RegExp(`(?:^|\\s)${name}(?:\\s|$)`, "i").test(attributes) ? "" : undefined;
  return match[1] ?? match[2] ?? match[3] ?? "";
}

export interface InlineScript {
  type: string;
  content: string;
}

/**
 * Every `<script>` without `src`, with its type (`""` when none) and exact text.
 * @internal exported for its unit tests
 */
export function inlineScripts(html: string): InlineScript[] {
  const scripts: InlineScript[] = [];
  for (const [, attributes, content] of html.matchAll(SCRIPT)) {
    if (attribute(attributes, "src") !== undefined) continue;
    scripts.push({ type: (attribute(attributes, "type") ?? "").trim().toLowerCase(), content });
  }
  return scripts;
}

/**
 * The texts a browser may run as inline scripts on this page: plain and module scripts, and the
 * `text/partytown` ones, which Partytown runs as ordinary inline scripts on the main thread when its
 * service worker is unavailable. Data blocks such as JSON-LD are never executed, so need no hash.
 */
export function executableInlineScripts(html: string): string[] {
  return inlineScripts(html)
    .filter((script) => EXECUTABLE_TYPES.has(script.type) || script.type === "text/partytown")
    .map((script) => script.content);
}

/** Inline event-handler attributes (`onclick="…"`), which a hash-based policy blocks. */
export function inlineEventHandlers(html: string): string[] {
  const withoutScripts = html.replace(SCRIPT, "");
  return [...withoutScripts.matchAll(/<[a-z][a-z0-9-]*\b[^>]*?\s(on[a-z]+)\s*=/gi)].map((match) =>
    match[1].toLowerCase(),
  );
}

const CSP_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\s*\/?>/i;

/**
 * Puts `<meta http-equiv="Content-Security-Policy">` first in `<head>` (after the charset declaration),
 * before any script it governs; replaces the one a previous build wrote, so running twice is harmless.
 */
export function withCspMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/&/g, "&amp;").replace(/"/g, "&quot;")}"/>`;
  const cleaned = html.replace(CSP_META, "");
  const charset = /<meta\s+charset=["']?utf-8["']?\s*\/?>/i.exec(cleaned);
  if (charset) {
    const end = charset.index + charset[0].length;
    return `${cleaned.slice(0, end)}${meta}${cleaned.slice(end)}`;
  }
  const head = /<head\b[^>]*>/i.exec(cleaned);
  if (!head) throw new Error("no <head> element to put the Content-Security-Policy in");
  const end = head.index + head[0].length;
  return `${cleaned.slice(0, end)}${meta}${cleaned.slice(end)}`;
}
