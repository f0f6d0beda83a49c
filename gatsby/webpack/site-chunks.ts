import type { CreateWebpackConfigArgs } from "gatsby";
import { loadsRuleChunk, siteChunkOf, type ChunkRule, type ImportGraph } from "../../src/lib/build/site-chunks";

// Webpack's default splitting cut the code every page loads (the shell's slices, the layout, the head tags)
// into one small chunk per combination of pages that share it: `/` loaded 18 of them, 28.7 KB gzip, where
// the same code in one file is 21.8 KB (gzip compresses across modules; each chunk also carries its own
// wrapper). Three named chunks instead, one per rule below: a module goes in the chunk of the first rule one
// of whose roots imports it; modules no root imports stay where webpack puts them (a page's own view).
/** @internal exported for its unit tests */
export const SITE_CHUNK_RULES: readonly ChunkRule[] = [
  // The shell's slices, the layout and head tags, and the page frame nearly every page draws.
  {
    name: "site-shell",
    roots: [
      "slices/top-bar.tsx",
      "slices/header-slice.tsx",
      "slices/header-classic.tsx",
      "slices/header-centered.tsx",
      "slices/header-financing-first.tsx",
      "slices/footer.tsx",
      // A dealer group's (only a group's build has them).
      "slices/top-bar-group.tsx",
      "slices/footer-group.tsx",
      "slices/credit-bar.tsx",
      "components/layout.tsx",
      "components/seo.tsx",
      "components/ui/page-container.tsx",
      "components/ui/panel.tsx",
      "components/ui/finance-disclaimer.tsx",
      "lib/payments.ts",
    ],
  },
  // The vehicle cards and the data they are drawn from (home, inventory, lists, shortlist).
  { name: "site-cards", roots: ["components/vehicle-card/", "lib/vehicle-pages/card-data.ts"] },
  // What the lead forms and the calculator share: the form frame, its status message and the fields. Each
  // form itself stays with its page (a page has one). The inventory's filters use the fields alone: its page
  // keeps its own copy of them (1.4 KB gzip) rather than load this chunk (6 KB, mostly lead-form code) or a
  // chunk of the fields alone (1.9 KB and a request, as small files compress worse; the form pages would
  // then load two chunks).
  {
    name: "site-forms",
    roots: [
      "components/leads/lead-form.tsx",
      "components/leads/form-status.tsx",
      "components/ui/field.tsx",
      "components/ui/select.tsx",
    ],
    // The shortlist's too: with alerts on, /saved/ draws one form (its fields, not the lead forms' frame).
    ownCopyIn: ["templates/inventory.tsx", "templates/shortlist.tsx"],
  },
];

/**
 * Small parts two pages draw (the dealer's address and hours on home and contact) stay in each page's chunk: Gatsby's
 * `shared` group made them a chunk of their own, a request and a wrapper more on `/` (882 B gzip for 1.3 KB of
 * code that compresses with the page's own).
 * @internal exported for its unit tests
 */
export const STAY_WITH_PAGES: readonly string[] = [
  "components/page-views/dealer-address.tsx",
  "components/page-views/opening-hours.tsx",
];

const DYNAMIC_IMPORT = /^import\(\)/;

interface WebpackModule {
  resource?: string;
}
interface WebpackChunk {
  name?: string | null;
  canBeInitial(): boolean;
}
interface ModuleGraph {
  getIncomingConnections(
    module: WebpackModule,
  ): Iterable<{ originModule: WebpackModule | null; dependency?: { type?: string } | null }>;
}
type CacheGroups = Record<string, unknown>;
interface SplitChunksConfig {
  optimization?: { splitChunks?: { cacheGroups?: CacheGroups } | false };
}

function importGraph(moduleGraph: ModuleGraph): ImportGraph<WebpackModule> {
  return {
    path: (module) => module.resource ?? "",
    importers: (module) => {
      const origins: WebpackModule[] = [];
      for (const { originModule, dependency } of moduleGraph.getIncomingConnections(module)) {
        // An import() is a separate download on purpose (the ASC tracker loads only when analytics is on).
        if (originModule && !DYNAMIC_IMPORT.test(dependency?.type ?? "")) origins.push(originModule);
      }
      return origins;
    },
  };
}

export function siteChunks({ stage, getConfig, actions }: CreateWebpackConfigArgs): void {
  if (stage !== "build-javascript") return;
  const config = getConfig() as SplitChunksConfig;
  const splitChunks = config.optimization?.splitChunks;
  if (!splitChunks || !splitChunks.cacheGroups) return;
  // One answer per module and build, shared by the groups: webpack asks every group about every module.
  const answers = new WeakMap<WebpackModule, string | null>();
  SITE_CHUNK_RULES.forEach((rule, index) => {
    splitChunks.cacheGroups![rule.name] = {
      test: (module: WebpackModule, { moduleGraph }: { moduleGraph: ModuleGraph }) => {
        if (!answers.has(module)) answers.set(module, siteChunkOf(module, importGraph(moduleGraph), SITE_CHUNK_RULES));
        return answers.get(module) === rule.name;
      },
      name: rule.name,
      // The async chunks (pages load theirs with import()), but for the pages that keep their own copy.
      chunks: (chunk: WebpackChunk) => !chunk.canBeInitial() && loadsRuleChunk(rule, chunk.name),
      // Above Gatsby's own groups (framework 40, lib 30, commons 20, shared 10); the first rule wins ties.
      priority: 50 - index,
      enforce: true,
    };
  });
  const shared = splitChunks.cacheGroups.shared as { test?: unknown } | undefined;
  if (shared && typeof shared.test === "function") {
    const test = shared.test as (module: WebpackModule, context: unknown) => boolean;
    const stays = (module: WebpackModule) => STAY_WITH_PAGES.some((file) => module.resource?.endsWith(`/src/${file}`));
    shared.test = (module: WebpackModule, context: unknown) => !stays(module) && test(module, context);
  }
  actions.replaceWebpackConfig(config);
}
