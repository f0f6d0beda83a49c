// Finds the links in the repository's documents and code that lead nowhere: a relative Markdown link to a file
// that is not in the repository, an anchor that is no heading of its target, or a `docs/x.md#y` named in a log
// line or a comment that no longer exists. Works on a list of paths and a reader, so tests can feed it a
// repository held in memory.
import path from "node:path";

export interface RepositoryFiles {
  /** Every file of the repository, relative to its root, with `/` separators. */
  paths: readonly string[];
  read: (filePath: string) => string;
}

export interface BrokenLink {
  /** The file that holds the link, relative to the root. */
  file: string;
  line: number;
  target: string;
  reason: string;
}

const SOURCE_EXTENSIONS = /\.(ts|tsx|mts|cts|js|mjs|cjs|json|yml|yaml|toml|sh|conf|service)$/;
const FENCE = /^\s*(```|~~~)/;

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens; repeats get -1, -2 ... */
export function githubSlug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** Text lines outside fenced code blocks, with their 1-based line numbers; inline code is kept. */
function proseLines(markdown: string): Array<{ text: string; line: number }> {
  const lines: Array<{ text: string; line: number }> = [];
  let inFence = false;
  markdown.split("\n").forEach((text, index) => {
    if (FENCE.test(text)) {
      inFence = !inFence;
      return;
    }
    if (!inFence) lines.push({ text, line: index + 1 });
  });
  return lines;
}

/** The anchors a Markdown file offers: one per heading (numbered like GitHub's when repeated) and `<a id>`s. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { text } of proseLines(markdown)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(text);
    if (heading) {
      const slug = githubSlug(heading[1]);
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      anchors.add(count === 0 ? slug : `${slug}-${count}`);
    }
    for (const match of text.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(match[1]);
  }
  return anchors;
}

/** Inline links and images `[text](target)` and reference definitions `[label]: target`, outside code. */
export function markdownLinks(markdown: string): Array<{ target: string; line: number }> {
  const links: Array<{ target: string; line: number }> = [];
  for (const { text, line } of proseLines(markdown)) {
    const prose = text.replace(/`[^`]*`/g, "");
    for (const match of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      links.push({ target: match[1], line });
    }
    const definition = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/.exec(prose);
    if (definition) links.push({ target: definition[1], line });
  }
  return links;
}

/**
 * Paths to Markdown files written out from the repository's root in code or prose, not part of an absolute path:
 * any under `docs/` (`docs/deployment.md`), and any other with an anchor (`bench/README.md#files`). Others may
 * name generated files (`bench/tmp/RESULTS-quick.md`).
 */
export function rootPathMentions(text: string, topLevel: ReadonlySet<string>): Array<{ target: string; line: number }> {
  const mentions: Array<{ target: string; line: number }> = [];
  text.split("\n").forEach((lineText, index) => {
    for (const match of lineText.matchAll(/(?<![\w./-])((?:[\w-]+\/)*[\w.-]+\.md)(#[\w-]+)?/g)) {
      const [folder, ...rest] = match[1].split("/");
      const checked =
        rest.length === 0
          ? folder === "README.md" && match[2]
          : topLevel.has(folder) && (folder === "docs" || match[2]);
      if (checked) mentions.push({ target: match[0], line: index + 1 });
    }
  });
  return mentions;
}

/** Pointers at a README section by its name (`README, Leads`, `README "Decisions"`), which no test can follow. */
export function namedReadmeSections(text: string): Array<{ target: string; line: number }> {
  const pointers: Array<{ target: string; line: number }> = [];
  text.split("\n").forEach((lineText, index) => {
    for (const match of lineText.matchAll(/\bREADME(?:\.md)?(?:,\s*"?[A-Z][\w ]*"?\)|\s+"[^"]+")/g)) {
      pointers.push({ target: match[0], line: index + 1 });
    }
  });
  return pointers;
}

const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("//");

/** Checks one target (`path`, `path#anchor` or `#anchor`) from `file`, relative to `base` (a folder of the root). */
function checkTarget(
  repo: RepositoryFiles,
  fileSet: ReadonlySet<string>,
  dirSet: ReadonlySet<string>,
  anchorCache: Map<string, Set<string>>,
  file: string,
  base: string,
  target: string,
): string | undefined {
  const hashAt = target.indexOf("#");
  const rawPath = hashAt === -1 ? target : target.slice(0, hashAt);
  const anchor = hashAt === -1 ? undefined : decodeURIComponent(target.slice(hashAt + 1));
  let resolved: string;
  if (rawPath === "") resolved = file;
  else {
    const joined = rawPath.startsWith("/") ? rawPath.slice(1) : path.posix.join(base, decodeURIComponent(rawPath));
    resolved = path.posix.normalize(joined).replace(/\/$/, "");
    if (resolved === ".." || resolved.startsWith("../")) return "leads outside the repository";
  }
  if (!fileSet.has(resolved)) {
    if (dirSet.has(resolved) || resolved === ".") return anchor === undefined ? undefined : "anchor on a folder";
    return `no file ${resolved} in the repository`;
  }
  if (anchor === undefined || anchor === "") return undefined;
  if (!resolved.endsWith(".md")) {
    return /^L\d+(-L\d+)?$/.test(anchor) ? undefined : `#${anchor}: anchors are checked only in Markdown`;
  }
  let anchors = anchorCache.get(resolved);
  if (!anchors) {
    anchors = anchorsOf(repo.read(resolved));
    anchorCache.set(resolved, anchors);
  }
  return anchors.has(anchor) ? undefined : `no heading #${anchor} in ${resolved}`;
}

/** Every broken link in the repository: Markdown links in `.md` files, root paths to `.md` files anywhere. */
export function findBrokenLinks(repo: RepositoryFiles): BrokenLink[] {
  const fileSet = new Set(repo.paths);
  const dirSet = new Set<string>();
  for (const filePath of repo.paths) {
    for (let dir = path.posix.dirname(filePath); dir !== "."; dir = path.posix.dirname(dir)) dirSet.add(dir);
  }
  const topLevel = new Set([...dirSet].filter((dir) => !dir.includes("/")));
  const anchorCache = new Map<string, Set<string>>();
  const broken: BrokenLink[] = [];
  const check = (file: string, base: string, target: string, line: number) => {
    const reason = checkTarget(repo, fileSet, dirSet, anchorCache, file, base, target);
    if (reason) broken.push({ file, line, target, reason });
  };

  for (const file of repo.paths) {
    const isMarkdown = file.endsWith(".md");
    if (!isMarkdown && !SOURCE_EXTENSIONS.test(file)) continue;
    const text = repo.read(file);
    if (isMarkdown) {
      for (const { target, line } of markdownLinks(text)) {
        if (!isExternal(target)) check(file, path.posix.dirname(file), target, line);
      }
    }
    // In Markdown, link targets were checked above, relative to their file; mentions are the other paths.
    const mentionText = isMarkdown ? text.replace(/\]\([^)]*\)/g, "]()") : text;
    for (const { target, line } of rootPathMentions(mentionText, topLevel)) check(file, "", target, line);
    if (!isMarkdown) {
      for (const { target, line } of namedReadmeSections(text)) {
        broken.push({ file, line, target, reason: "names a README section: write its file and anchor instead" });
      }
    }
  }
  return broken;
}

/**
 * Folders of a developer's machine that a document must never name: where checkouts and notes live, not the server
 * paths the docs describe on purpose (`/etc/dealer-site/env`, `/srv/dealer-site`, `/var/lib/...`, `/tmp/...`).
 */
const MACHINE_ROOTS = ["/work", "/workspace", "/home", "/Users", "/root", "/mnt"];

/** `../` paths: in prose and inline code, and in a code block (commands, which run from the repository's root). */
const PARENT_PATH = /(?<![\w.~/-])((?:\.\.\/)+[^\s`'"()<>[\]{},;|&]*)/g;
/** A module specifier of a code example (`from "../x"`, `import("../x")`, `require("../x")`): relative to its own file. */
const MODULE_SPECIFIER = /(?:\bfrom\s+|\bimport\s*\(\s*|\brequire\s*\(\s*)(["'])[^"']*\1/g;
const ABSOLUTE_PATH = /(?<![\w.:/~-])(~\/[^\s`'"()<>[\]]*|\/[\w.-]+(?:\/[^\s`'"()<>[\]]*)?)/g;

function escapesRoot(base: string, relative: string): boolean {
  const resolved = path.posix.normalize(path.posix.join(base, relative));
  return resolved === ".." || resolved.startsWith("../");
}

/**
 * Paths outside the repository that a Markdown file links to or names, in prose, inline code or code blocks: a
 * `../` path that climbs above the root (from the file's folder; in a code block, from the root, where commands
 * run), a home-relative `~/` path, or an absolute path under a developer's folders (`/work/...`, `/home/...`) or
 * under `root`, the repository's own absolute location when the caller knows it.
 */
export function findPathsOutside(repo: RepositoryFiles, options: { root?: string } = {}): BrokenLink[] {
  const machineRoots = options.root ? [...MACHINE_ROOTS, options.root.replace(/\/+$/, "")] : MACHINE_ROOTS;
  const underMachineRoot = (target: string) =>
    target.startsWith("~/") || machineRoots.some((root) => target === root || target.startsWith(`${root}/`));
  const outside: BrokenLink[] = [];
  for (const file of repo.paths.filter((filePath) => filePath.endsWith(".md"))) {
    const folder = path.posix.dirname(file);
    let inFence = false;
    repo
      .read(file)
      .split("\n")
      .forEach((text, index) => {
        if (FENCE.test(text)) {
          inFence = !inFence;
          return;
        }
        const line = index + 1;
        const checked = inFence ? text.replace(MODULE_SPECIFIER, "") : text;
        for (const match of checked.matchAll(PARENT_PATH)) {
          if (escapesRoot(inFence ? "." : folder, match[1]))
            outside.push({ file, line, target: match[1], reason: "names a path outside the repository" });
        }
        for (const match of checked.matchAll(ABSOLUTE_PATH)) {
          if (underMachineRoot(match[1]))
            outside.push({ file, line, target: match[1], reason: "names a path outside the repository" });
        }
      });
  }
  return outside;
}
