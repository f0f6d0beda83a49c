// Every relative link in the repository's Markdown, and every `docs/x.md#anchor` named in code (log lines, error
// messages, comments), leads to a file of the repository and, with an anchor, to one of its headings; and no
// Markdown file links to or names a path outside the repository.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  anchorsOf,
  findBrokenLinks,
  findPathsOutside,
  githubSlug,
  markdownLinks,
  type RepositoryFiles,
} from "./support/doc-links";

const root = path.resolve(__dirname, "../..");

/**
 * The files git tracks, plus new ones not yet committed (so a link to a file about to be added passes), less
 * this test's own folder, whose examples of broken links are meant to be broken.
 */
function repositoryFiles(): RepositoryFiles {
  const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const paths = listed
    .split("\0")
    .filter((filePath) => filePath !== "" && filePath !== "package-lock.json" && !filePath.startsWith("tests/docs/"))
    .filter((filePath) => fs.existsSync(path.join(root, filePath)));
  return { paths, read: (filePath) => fs.readFileSync(path.join(root, filePath), "utf8") };
}

function inMemory(files: Record<string, string>): RepositoryFiles {
  return { paths: Object.keys(files), read: (filePath) => files[filePath] };
}

describe("links in this repository", () => {
  it("all lead to a file of the repository and an existing heading", () => {
    expect(findBrokenLinks(repositoryFiles())).toEqual([]);
  });

  it("never lead to, or name, a path outside the repository", () => {
    expect(findPathsOutside(repositoryFiles(), { root })).toEqual([]);
  });
});

describe("githubSlug and anchorsOf", () => {
  it("make GitHub's anchors from headings", () => {
    expect(githubSlug("Editing in the browser (/admin/)")).toBe("editing-in-the-browser-admin");
    expect(githubSlug("On this computer: `npm run admin`")).toBe("on-this-computer-npm-run-admin");
    expect(githubSlug("`npm run bench:serve`: serving the build, `serve:prod` against `gatsby serve`")).toBe(
      "npm-run-benchserve-serving-the-build-serveprod-against-gatsby-serve",
    );
    expect(githubSlug("Where [things](x.md) are")).toBe("where-things-are");
  });

  it("number repeated headings and ignore headings inside code blocks", () => {
    const anchors = anchorsOf('# Tests\n\n## Tests\n\n```sh\n# not a heading\n```\n<a id="kept"></a>\n');
    expect([...anchors].sort()).toEqual(["kept", "tests", "tests-1"]);
  });
});

describe("markdownLinks", () => {
  it("finds inline links, images and definitions, not links inside code", () => {
    const markdown = [
      'See [a](a.md#x) and ![p](img/p.png "title").',
      "`[not](code.md)`",
      "```",
      "[not](fenced.md)",
      "```",
      "[ref]: ../b.md",
    ].join("\n");
    expect(markdownLinks(markdown).map((link) => link.target)).toEqual(["a.md#x", "img/p.png", "../b.md"]);
  });
});

describe("findBrokenLinks", () => {
  const docs = {
    "README.md":
      "# Site\n\n## Where things are\n\nSee [docs](docs/guide.md#setting-up) and [web](https://example.com).\n",
    "docs/guide.md": "# Guide\n\n## Setting up\n\n[Back](../README.md#where-things-are), [code](../src/app.ts#L3)\n",
    "src/app.ts": '// see docs/guide.md#setting-up\nconsole.log("details: docs/guide.md");\n',
  };

  it("accepts links to existing files and headings", () => {
    expect(findBrokenLinks(inMemory(docs))).toEqual([]);
  });

  it("reports a missing file, a missing heading and a link out of the repository", () => {
    const broken = findBrokenLinks(
      inMemory({
        ...docs,
        "docs/guide.md":
          "# Guide\n\n[gone](moved.md)\n\n[anchor](../README.md#project-layout)\n\n[out](../../elsewhere/notes.md)\n",
      }),
    );
    expect(broken).toEqual([
      {
        file: "README.md",
        line: 5,
        target: "docs/guide.md#setting-up",
        reason: "no heading #setting-up in docs/guide.md",
      },
      { file: "docs/guide.md", line: 3, target: "moved.md", reason: "no file docs/moved.md in the repository" },
      {
        file: "docs/guide.md",
        line: 5,
        target: "../README.md#project-layout",
        reason: "no heading #project-layout in README.md",
      },
      { file: "docs/guide.md", line: 7, target: "../../elsewhere/notes.md", reason: "leads outside the repository" },
      {
        file: "src/app.ts",
        line: 1,
        target: "docs/guide.md#setting-up",
        reason: "no heading #setting-up in docs/guide.md",
      },
    ]);
  });

  it("reports a docs/ path with a stale anchor in a log line of code", () => {
    const broken = findBrokenLinks(
      inMemory({ ...docs, "scripts/send.ts": 'console.error("set LEAD_TO (see docs/guide.md#leads)");\n' }),
    );
    expect(broken).toEqual([
      { file: "scripts/send.ts", line: 1, target: "docs/guide.md#leads", reason: "no heading #leads in docs/guide.md" },
    ]);
  });

  it("reports README.md#anchor paths and README sections named in words in code", () => {
    const code = [
      "// see README.md#where-things-are and README.md#project-layout",
      'throw new Error("set LEAD_TO (see README, Leads).");',
      '// opt-in (README "Decisions")',
      "// as the README suggests",
    ].join("\n");
    const broken = findBrokenLinks(inMemory({ ...docs, "src/x.ts": code }));
    expect(broken.map(({ line, target, reason }) => [line, target, reason])).toEqual([
      [1, "README.md#project-layout", "no heading #project-layout in README.md"],
      [2, "README, Leads)", "names a README section: write its file and anchor instead"],
      [3, 'README "Decisions"', "names a README section: write its file and anchor instead"],
    ]);
  });
});

describe("findPathsOutside", () => {
  const docs = {
    "README.md":
      "# Site\n\nResults: [bench](bench/RESULTS.md); settings in `/etc/dealer-site/env`, site in `/srv/x`.\n",
    "docs/guide.md": [
      "# Guide",
      "",
      "See [results](../bench/RESULTS.md) and `../README.md`.",
      "",
      "```tsx",
      'import { useI18n } from "../../i18n/locale-context";',
      'const page = await import("../../pages/x");',
      "```",
      "",
      "```sh",
      "npx tsx scripts/generate-inventory.ts --count 10 --out /tmp/content-10",
      "```",
    ].join("\n"),
    "bench/README.md": "# Bench\n\n```sh\ngit worktree add bench/tmp/before HEAD~1\n```\n",
  };

  it("accepts paths inside the repository, server paths and a code example's module specifiers", () => {
    expect(findPathsOutside(inMemory(docs), { root: "/srv/checkout" })).toEqual([]);
  });

  it("reports ../ paths above the root, home paths and a developer's folders, in prose, links and code", () => {
    const outside = findPathsOutside(
      inMemory({
        ...docs,
        "README.md": "# Site\n\nNotes in ../shared/notes.md and `~/notes.txt`.\n",
        "docs/guide.md": "# Guide\n\n[plan](../../plans/plan.md), see `/work/wt-docs/notes.md`.\n",
        "bench/README.md": "# Bench\n\n```sh\ngit worktree add ../before HEAD~1\ncat /srv/checkout/x\n```\n",
      }),
      { root: "/srv/checkout" },
    );
    expect(outside.map(({ file, line, target }) => [file, line, target])).toEqual([
      ["README.md", 3, "../shared/notes.md"],
      ["README.md", 3, "~/notes.txt"],
      ["docs/guide.md", 3, "../../plans/plan.md"],
      ["docs/guide.md", 3, "/work/wt-docs/notes.md"],
      ["bench/README.md", 4, "../before"],
      ["bench/README.md", 5, "/srv/checkout/x"],
    ]);
    expect(new Set(outside.map((entry) => entry.reason))).toEqual(new Set(["names a path outside the repository"]));
  });
});
