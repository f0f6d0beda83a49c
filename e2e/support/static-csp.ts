// What a browser would block on a built page, read from the HTML alone: its <meta> Content-Security-Policy,
// then every element that loads or runs something checked against the directive that governs it (inline
// scripts by their sha256, computed here with node:crypto, not by the build's own code). Run over every page
// of a build, it stands for a browser visit of each; the visits that remain (platform-csp.spec.ts, one per
// template) catch what scripts add after load.
import { createHash } from "node:crypto";
import { parse, type DefaultTreeAdapterMap } from "parse5";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

/** Script types a browser runs; JSON-LD, Partytown's text/partytown and other data blocks it does not. */
const RUN_TYPES = new Set(["", "text/javascript", "application/javascript", "module"]);

const isElement = (node: Node): node is Element => "tagName" in node;

function elements(node: Node, found: Element[] = []): Element[] {
  if (isElement(node)) found.push(node);
  const children = "childNodes" in node ? node.childNodes : [];
  for (const child of children) elements(child, found);
  // <template> keeps its children in a document fragment of its own.
  if (isElement(node) && node.tagName === "template" && "content" in node) elements(node.content as Node, found);
  return found;
}

const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;

const textOf = (element: Element) =>
  element.childNodes.map((child) => ("value" in child && child.nodeName === "#text" ? child.value : "")).join("");

/** `script-src 'self' 'sha256-…'` as directive name -> sources. */
export function parsePolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** The sources that govern `directive`, falling back as CSP Level 3 says. */
function sourcesFor(policy: Map<string, string[]>, directive: string): string[] | undefined {
  const fallbacks: Record<string, string[]> = {
    "script-src-elem": ["script-src-elem", "script-src", "default-src"],
    "style-src-elem": ["style-src-elem", "style-src", "default-src"],
    "frame-src": ["frame-src", "child-src", "default-src"],
    "worker-src": ["worker-src", "child-src", "script-src", "default-src"],
  };
  for (const name of fallbacks[directive] ?? [directive, "default-src"]) {
    const sources = policy.get(name);
    if (sources) return sources;
  }
  return undefined;
}

/** Whether `sources` let a page at `pageOrigin` load `url`. */
export function sourcesAllow(sources: readonly string[] | undefined, url: string, pageOrigin: string): boolean {
  if (sources === undefined) return true; // no directive: nothing restricted
  if (sources.includes("'none'")) return false;
  let target: URL;
  try {
    target = new URL(url, `${pageOrigin}/`);
  } catch {
    return false;
  }
  return sources.some((source) => {
    if (source === "'self'") return target.origin === pageOrigin;
    if (/^[a-z][a-z0-9+.-]*:$/i.test(source)) return target.protocol === source.toLowerCase();
    if (source.startsWith("'")) return false; // hashes, nonces and keywords name no URL
    const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(source) ? source : `${target.protocol}//${source}`;
    try {
      const allowed = new URL(withScheme.replace("://*.", "://wildcard."));
      const hostOk = source.includes("://*.")
        ? target.hostname.endsWith(allowed.hostname.replace(/^wildcard/, ""))
        : target.hostname === allowed.hostname;
      const pathOk = allowed.pathname === "/" || target.pathname.startsWith(allowed.pathname);
      return target.protocol === allowed.protocol && hostOk && target.port === allowed.port && pathOk;
    } catch {
      return false;
    }
  });
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** The URLs a srcset names. */
const srcsetUrls = (value: string) =>
  value
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter(Boolean);

/** The directive a `<link>` is fetched under, by its rel and `as`. */
function linkDirective(rel: string, as: string | undefined): string | undefined {
  const rels = rel.toLowerCase().split(/\s+/);
  if (rels.includes("stylesheet")) return "style-src-elem";
  if (rels.includes("manifest")) return "manifest-src";
  if (rels.some((value) => value === "icon" || value === "apple-touch-icon")) return "img-src";
  if (rels.includes("modulepreload")) return "script-src-elem";
  if (rels.includes("preload") || rels.includes("prefetch")) {
    const byAs: Record<string, string> = {
      script: "script-src-elem",
      style: "style-src-elem",
      image: "img-src",
      font: "font-src",
      fetch: "connect-src",
    };
    return as ? byAs[as] : undefined;
  }
  return undefined;
}

/**
 * What a browser would refuse on the page at `pageUrl`, given its HTML: one line per problem, empty when
 * nothing would be blocked. The page's policy must be the strict one: scripts from the site and hashes only.
 */
export function cspProblems(html: string, pageUrl: string): string[] {
  const pageOrigin = new URL(pageUrl).origin;
  const all = elements(parse(html) as unknown as Node);
  const meta = all.find(
    (element) =>
      element.tagName === "meta" && attribute(element, "http-equiv")?.toLowerCase() === "content-security-policy",
  );
  const policyText = meta ? attribute(meta, "content") : undefined;
  if (!policyText) return ["no <meta http-equiv=Content-Security-Policy>"];
  const policy = parsePolicy(policyText);
  const problems: string[] = [];
  const scripts = policy.get("script-src") ?? [];
  if (!scripts.includes("'self'") || scripts.some((source) => /^'unsafe-|^\*$|^https?:$/.test(source)))
    problems.push(`script-src is not strict: ${scripts.join(" ")}`);
  if (!policy.get("default-src")?.includes("'self'")) problems.push("default-src is not 'self'");

  const check = (directive: string, url: string | undefined, what: string) => {
    if (url && !sourcesAllow(sourcesFor(policy, directive), url, pageOrigin))
      problems.push(`${what} ${url} is not allowed by ${directive}`);
  };
  for (const element of all) {
    for (const attr of element.attrs) {
      if (/^on[a-z]+$/i.test(attr.name)) problems.push(`<${element.tagName} ${attr.name}> is an inline event handler`);
      if (/^\s*javascript:/i.test(attr.value) && ["href", "src", "action", "formaction"].includes(attr.name))
        problems.push(`<${element.tagName} ${attr.name}="javascript:…">`);
    }
    const src = attribute(element, "src");
    switch (element.tagName) {
      case "script": {
        const type = (attribute(element, "type") ?? "").toLowerCase();
        if (src) check("script-src-elem", src, "<script src>");
        else if (RUN_TYPES.has(type) && !scripts.includes(sha256(textOf(element))))
          problems.push(`an inline script is not in script-src: ${textOf(element).slice(0, 60)}…`);
        break;
      }
      case "img":
        check("img-src", src, "<img src>");
        for (const url of srcsetUrls(attribute(element, "srcset") ?? "")) check("img-src", url, "<img srcset>");
        break;
      case "source":
        check("media-src", src, "<source src>");
        for (const url of srcsetUrls(attribute(element, "srcset") ?? "")) check("img-src", url, "<source srcset>");
        break;
      case "video":
      case "audio":
        check("media-src", src, `<${element.tagName} src>`);
        check("img-src", attribute(element, "poster"), "<video poster>");
        break;
      case "iframe":
        check("frame-src", src, "<iframe src>");
        break;
      case "object":
      case "embed":
        check("object-src", attribute(element, "data") ?? src ?? "about:blank", `<${element.tagName}>`);
        break;
      case "form":
        check("form-action", attribute(element, "action") ?? pageUrl, "<form action>");
        break;
      case "base":
        check("base-uri", attribute(element, "href"), "<base href>");
        break;
      case "link": {
        const directive = linkDirective(attribute(element, "rel") ?? "", attribute(element, "as"));
        if (directive) check(directive, attribute(element, "href"), `<link rel=${attribute(element, "rel")}>`);
        break;
      }
      default:
        break;
    }
  }
  return problems;
}
