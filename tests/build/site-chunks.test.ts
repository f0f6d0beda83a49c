import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SITE_CHUNK_RULES, STAY_WITH_PAGES, siteChunks } from "../../gatsby/webpack/site-chunks";
import {
  loadsRuleChunk,
  pageChunkName,
  siteChunkOf,
  type ChunkRule,
  type ImportGraph,
} from "../../src/lib/build/site-chunks";

// A module graph as webpack sees it: each path and the paths that import it statically.
function graphOf(importers: Record<string, string[]>): ImportGraph<string> {
  return { path: (module) => module, importers: (module) => importers[module] ?? [] };
}

const RULES: ChunkRule[] = [
  { name: "shell", roots: ["slices/", "components/layout.tsx"] },
  { name: "cards", roots: ["components/vehicle-card/"] },
];

const graph = graphOf({
  "/p/src/slices/footer.tsx": ["/p/.cache/async-requires.js"],
  "/p/src/components/shell/site-footer.tsx": ["/p/src/slices/footer.tsx"],
  "/p/src/components/ui/icons.tsx": [
    "/p/src/components/shell/site-footer.tsx",
    "/p/src/components/vehicle-card/card.tsx",
  ],
  "/p/src/components/vehicle-card/card.tsx": ["/p/src/pages/index.tsx"],
  "/p/src/lib/vehicle/card-data.ts": ["/p/src/components/vehicle-card/card.tsx"],
  "/p/src/components/layout-frame.tsx": ["/p/src/pages/index.tsx"],
  "/p/src/components/leads/lead-form.tsx": ["/p/src/pages/contact.tsx"],
  "/p/src/pages/contact.tsx": ["/p/.cache/async-requires.js"],
  "/p/.cache/async-requires.js": ["/p/src/slices/footer.tsx"],
  "C:\\p\\src\\components\\shell\\nav.tsx": ["C:\\p\\src\\components\\layout.tsx"],
  // An import cycle must not loop forever.
  "/p/node_modules/stylis/src/Parser.js": ["/p/src/slices/footer.tsx"],
  "/p/src/lib/a.ts": ["/p/src/lib/b.ts"],
  "/p/src/lib/b.ts": ["/p/src/lib/a.ts"],
});

describe("siteChunkOf", () => {
  it("puts a root and what it imports, directly or not, in the root's chunk", () => {
    expect(siteChunkOf("/p/src/slices/footer.tsx", graph, RULES)).toBe("shell");
    expect(siteChunkOf("/p/src/components/shell/site-footer.tsx", graph, RULES)).toBe("shell");
    expect(siteChunkOf("/p/src/lib/vehicle/card-data.ts", graph, RULES)).toBe("cards");
    expect(siteChunkOf("C:\\p\\src\\components\\shell\\nav.tsx", graph, RULES)).toBe("shell");
  });

  it("gives a module both chunks import to the first rule", () => {
    expect(siteChunkOf("/p/src/components/ui/icons.tsx", graph, RULES)).toBe("shell");
  });

  it("matches a file root exactly, not every file that starts with its name", () => {
    expect(siteChunkOf("/p/src/components/layout-frame.tsx", graph, RULES)).toBeNull();
  });

  it("leaves page-only modules, packages and cycles outside any root where webpack puts them", () => {
    expect(siteChunkOf("/p/src/components/leads/lead-form.tsx", graph, RULES)).toBeNull();
    expect(siteChunkOf("/p/node_modules/react/index.js", graph, RULES)).toBeNull();
    expect(siteChunkOf("/p/node_modules/stylis/src/Parser.js", graph, RULES)).toBeNull();
    expect(siteChunkOf("/p/src/lib/a.ts", graph, RULES)).toBeNull();
  });

  it("does not walk through Gatsby's own modules to a root they happen to import", () => {
    // contact.tsx is imported by async-requires, which (in this graph) the footer slice imports back.
    expect(siteChunkOf("/p/src/pages/contact.tsx", graph, RULES)).toBeNull();
  });
});

describe("pageChunkName", () => {
  it("names a page's chunk as Gatsby does: kebab-case of its path from the project", () => {
    expect(pageChunkName("templates/inventory.tsx")).toBe("component---src-templates-inventory-tsx");
    expect(pageChunkName("pages/trade-in.tsx")).toBe("component---src-pages-trade-in-tsx");
    expect(pageChunkName("pages/usedCars.tsx")).toBe("component---src-pages-used-cars-tsx");
  });
});

describe("loadsRuleChunk", () => {
  const rule: ChunkRule = { name: "forms", roots: ["components/forms/"], ownCopyIn: ["templates/inventory.tsx"] };

  it("lets the pages named in the rule keep their own copy, and every other chunk load the rule's", () => {
    expect(loadsRuleChunk(rule, "component---src-templates-inventory-tsx")).toBe(false);
    expect(loadsRuleChunk(rule, "component---src-pages-contact-tsx")).toBe(true);
    expect(loadsRuleChunk(rule, undefined)).toBe(true);
    expect(loadsRuleChunk({ name: "shell", roots: ["slices/"] }, "component---src-templates-inventory-tsx")).toBe(true);
  });
});

describe("the site's chunk rules", () => {
  // The inventory's filters are built from the ui/ fields, which the lead forms share with the form frame.
  it("give /inventory/ its own copy of the form fields, not the lead forms' chunk; the form pages load it", () => {
    const forms = SITE_CHUNK_RULES.find((rule) => rule.name === "site-forms")!;
    expect(siteChunkOf("/p/src/components/ui/select.tsx", graphOf({}), SITE_CHUNK_RULES)).toBe("site-forms");
    expect(loadsRuleChunk(forms, pageChunkName("templates/inventory.tsx"))).toBe(false);
    expect(loadsRuleChunk(forms, pageChunkName("pages/contact.tsx"))).toBe(true);
    expect(SITE_CHUNK_RULES.filter((rule) => !loadsRuleChunk(rule, pageChunkName("templates/inventory.tsx")))).toEqual([
      forms,
    ]);
  });

  // A root that was moved or renamed would silently put its modules back into many small chunks.
  it("name files and folders that exist under src/", () => {
    const missing = SITE_CHUNK_RULES.flatMap((rule) => [...rule.roots, ...(rule.ownCopyIn ?? [])]).filter((root) => {
      const target = path.resolve(__dirname, "../../src", root);
      return !fs.existsSync(target) || fs.statSync(target).isDirectory() !== root.endsWith("/");
    });
    expect(missing).toEqual([]);
  });
});

describe("the parts that stay with their pages", () => {
  it("are kept out of Gatsby's shared chunks, and nothing else is", () => {
    const shared = { test: (_module: unknown, _context: unknown) => true };
    let replaced: unknown;
    siteChunks({
      stage: "build-javascript",
      getConfig: () => ({ optimization: { splitChunks: { cacheGroups: { shared } } } }),
      actions: { replaceWebpackConfig: (config: unknown) => (replaced = config) },
    } as unknown as Parameters<typeof siteChunks>[0]);
    expect(replaced).toBeDefined();
    for (const file of STAY_WITH_PAGES) expect(shared.test({ resource: `/p/src/${file}` }, {})).toBe(false);
    expect(shared.test({ resource: "/p/src/components/home/visit-us.tsx" }, {})).toBe(true);
  });

  it("name files that exist under src/", () => {
    expect(STAY_WITH_PAGES.filter((file) => !fs.existsSync(path.resolve(__dirname, "../../src", file)))).toEqual([]);
  });
});
