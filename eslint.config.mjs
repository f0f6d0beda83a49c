// ESLint flat config. `npm run lint` runs it with --max-warnings=0: a rule is either an error or off, and a
// warning that nobody acts on is noise. Formatting is Prettier's job (eslint-config-prettier comes last).
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import prettier from "eslint-config-prettier";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import noImportCycle from "./eslint-rules/no-import-cycle.mjs";

const CODE_FILES = ["**/*.{js,mjs,cjs,jsx,ts,tsx,mts,cts}"];
// Code that runs in Node (build, tools, tests) rather than in the visitor's browser.
const NODE_FILES = [
  "gatsby/**",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-ssr.tsx",
  "src/api/**",
  "scripts/**",
  "bench/**",
  "tests/**",
  "e2e/**",
  "plugins/**",
  "*.config.{ts,mts,mjs,js}",
];
const TOOL_FILES = ["tests/**", "e2e/**", "bench/**", "scripts/**"];

// The one-way layering (docs/architecture.md#layers): src/lib is plain TypeScript that the browser, the build and
// the tools all share, so it never reaches up into React or into the code that uses it; components never reach
// into the Node build code in the top-level gatsby/ folder nor into the pages and templates that use them.
// Packages are banned with `no-restricted-imports`, folders with `import-x/no-restricted-paths` (which resolves
// the import, so `../../components/x` and `../../../gatsby/x` are caught from any depth).
// `paths` match a name exactly; `patterns` are gitignore-style, where a bare name would also match a segment
// of another package (`gatsby` matches `@sentry/gatsby`), so only the subpath forms are patterns.
const LIB_MESSAGE = "src/lib is framework-free: no React, Emotion or Gatsby here (move the UI part to src/components).";
const LIB_BANNED_PACKAGES = {
  paths: ["react", "react-dom", "gatsby"].map((name) => ({ name, message: LIB_MESSAGE })),
  patterns: [{ group: ["react/*", "react-dom/*", "@emotion/*", "gatsby/*"], message: LIB_MESSAGE }],
};
const LAYERING_ZONES = [
  {
    target: "./src/lib",
    from: ["./src/components", "./src/templates", "./src/pages", "./src/slices", "./gatsby"],
    message: "src/lib must not import from components, templates, pages, slices or gatsby/ (one-way layering).",
  },
  {
    target: "./src/components",
    from: ["./gatsby", "./src/templates", "./src/pages"],
    message: "src/components must not import the Node build code (gatsby/) nor templates or pages.",
  },
  {
    // A language's words reach src/lib through the store of text tables (src/lib/i18n/text-tables.ts), loaded by
    // the entry points and by each page's data: never an import (docs/languages.md).
    target: "./src/lib",
    from: ["./src/locales"],
    message: "src/lib is below the languages: read a table with textTable(name); the entry points load them.",
  },
  {
    target: "./src/lib",
    from: ["./src/styles"],
    message: "src/lib is below the styles: state the shape it needs here, or move the logic up.",
  },
  {
    // The bottom floor of the components: buttons, icons, form controls; every other area builds on them.
    target: "./src/components/ui",
    from: ["./src/components"],
    except: ["./ui", "./i18n"],
    message: "src/components/ui is the bottom floor: it imports no other component area (but the page's language).",
  },
  {
    // The page's language, under every area (ui included): it knows nothing of what the areas draw.
    target: "./src/components/i18n",
    from: ["./src/components"],
    except: ["./i18n"],
    message: "src/components/i18n (the page's language) is below every other component area.",
  },
];
// Leads and e-mail alerts are features side by side: each stands on what both share (the server toolkit,
// src/lib/server-kit; the forms' fields and frame, src/lib/forms and src/components/forms), and neither imports the
// other, nor does the shared part import either (docs/architecture.md#layers).
const LEAD_FILES = [
  "./src/lib/leads",
  "./src/components/leads",
  "./src/api/leads.ts",
  "./netlify/functions/drain-leads.mts",
];
const ALERT_FILES = [
  "./src/lib/alerts",
  "./src/components/alerts",
  "./src/api/alerts.ts",
  "./netlify/functions/send-alerts.mts",
  "./netlify/functions/take-alert-requests.mts",
];
const SHARED_BY_FEATURES = ["./src/lib/server-kit", "./src/lib/forms", "./src/components/forms"];
LAYERING_ZONES.push(
  {
    target: ALERT_FILES,
    from: LEAD_FILES,
    message: "Alerts do not import leads: what both need belongs in src/lib/server-kit or the forms' shared parts.",
  },
  {
    target: LEAD_FILES,
    from: ALERT_FILES,
    message: "Leads do not import alerts: what both need belongs in src/lib/server-kit or the forms' shared parts.",
  },
  {
    target: SHARED_BY_FEATURES,
    from: [...LEAD_FILES, ...ALERT_FILES],
    message: "The server toolkit and the forms' shared parts know no feature: state the shape they need here.",
  },
);
// Floors only point down (docs/architecture.md): no cycle between files, type-only imports included, and none
// between the areas (first folders) of src/lib, src/components and gatsby/, nor between the groups of the server
// toolkit and of the lead function's code. See eslint-rules/no-import-cycle.mjs.
const IMPORT_CYCLE_AREAS = ["src/lib", "src/components", "gatsby", "src/lib/leads/delivery", "src/lib/server-kit"];

export default defineConfig(
  {
    ignores: [
      "node_modules/",
      "public/",
      ".cache/",
      ".generated/",
      "static/",
      "content/",
      "test-results/",
      "playwright-report/",
      "bench/tmp/",
      "bench/history/",
      "src/gatsby-types.d.ts",
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: "error" } },

  js.configs.recommended,
  // Not the type-checked preset: it needs a full TypeScript program per lint run (see the measurement in the
  // commit that added this file); `npm run typecheck` already runs the compiler.
  tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  // React Compiler-era preset (rules-of-hooks, exhaustive-deps, refs, purity, set-state-in-effect, ...); its
  // few "warn" rules become errors, since --max-warnings=0 fails on them anyway.
  {
    files: CODE_FILES,
    plugins: reactHooks.configs.flat.recommended.plugins,
    rules: Object.fromEntries(Object.keys(reactHooks.configs.flat.recommended.rules).map((rule) => [rule, "error"])),
  },

  {
    files: CODE_FILES,
    languageOptions: {
      ecmaVersion: "latest",
      sourceType: "module",
      globals: { ...globals.browser },
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    plugins: { "import-x": importX, local: { rules: { "no-import-cycle": noImportCycle } } },
    settings: {
      "import-x/resolver-next": [
        createNodeResolver({ extensions: [".ts", ".tsx", ".mts", ".js", ".mjs", ".json", ".d.ts"] }),
      ],
    },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true },
      ],
      "import-x/no-restricted-paths": ["error", { zones: LAYERING_ZONES }],
      "local/no-import-cycle": ["error", { areas: IMPORT_CYCLE_AREAS }],
      // Every control character in this code base's regular expressions is a deliberate `\xNN` escape in a
      // sanitiser (ANSI colour codes, control characters in feeds and return-to URLs); the rule cannot tell.
      "no-control-regex": "off",
      // A scrolling region must be focusable to scroll by keyboard (axe: scrollable-region-focusable); a
      // labelled role="region" is the accessible way to do that, so it is allowed besides tab panels.
      "jsx-a11y/no-noninteractive-tabindex": ["error", { tags: [], roles: ["tabpanel", "region"] }],
    },
  },
  {
    files: NODE_FILES,
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Internal links and navigation follow the page's language (`/es/…`): gatsby's Link and navigate only
    // through SiteLink / useSiteNavigate. (src/lib bans gatsby altogether in the block below.)
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/components/i18n/site-link.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "gatsby",
              importNames: ["Link", "navigate"],
              message:
                "Use SiteLink / useSiteNavigate (src/components/i18n/site-link.tsx): links stay in the page's language.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/lib/**"],
    rules: { "no-restricted-imports": ["error", LIB_BANNED_PACKAGES] },
  },
  {
    // CommonJS entry of the local plugin (Gatsby requires a main file).
    files: ["**/*.{js,cjs}"],
    languageOptions: { sourceType: "commonjs", globals: { ...globals.node } },
  },
  {
    // Tests, end-to-end specs, the benchmark and scripts: `!` after a lookup the test has just asserted is fine.
    files: TOOL_FILES,
    rules: { "@typescript-eslint/no-non-null-assertion": "off" },
  },
  {
    // Playwright fixtures are read from the destructured first parameter: `async ({}, testInfo) => ...`.
    files: ["e2e/**", "playwright.config.ts"],
    rules: { "no-empty-pattern": ["error", { allowObjectPatternsAsParameters: true }] },
  },
  prettier,
);
