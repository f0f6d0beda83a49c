// The shape of one environment variable's declaration (src/lib/settings/settings.ts holds them all): enough to
// read it by name in code, to write its row of docs/configuration.md, and to test that nothing reads a
// variable the page does not list.

/** Where the site's own code reads a variable; setting it anywhere else changes nothing. */
export type Place =
  /** `gatsby build` and `gatsby develop`: gatsby-config.ts, gatsby-node.ts, gatsby/. */
  | "build"
  /** Written into the pages' JavaScript at build time (GATSBY_* only): every visitor can read it. */
  | "browser"
  /** The lead and alert functions, wherever they run (Netlify, `gatsby serve`, `serve:prod`). */
  | "functions"
  | "serve:prod"
  | "tests"
  | "bench";

/** The `npm run` commands (package.json) that read variables themselves. */
export const COMMANDS = [
  "admin",
  "admin:backend",
  "inventory:import",
  "leads:send",
  "leads:status",
  "leads:review",
  "leads:rotate-key",
  "leads:purge",
  "alerts:send",
  "alerts:status",
  "alerts:purge",
] as const;

export type Command = (typeof COMMANDS)[number];

/** Programs that read a variable themselves, not through the site's code. */
export type Outside =
  "Node.js" | "Gatsby" | "gatsby-adapter-netlify" | "@sentry/gatsby" | "decap-server" | "Playwright";

export type Reader = Place | Command | Outside;

export type SettingGroup =
  "site" | "analytics" | "editor" | "server" | "leads" | "alerts" | "import" | "platform" | "tests" | "bench";

export interface SettingDeclaration {
  /** The variable, or a family of them written with a `<PART>` (`LEAD_TO_<LOT>`), which then needs `pattern`. */
  readonly name: string;
  /** The names a family covers. */
  readonly pattern?: RegExp;
  readonly group: SettingGroup;
  /** What applies when it is unset, as Markdown for the page. */
  readonly default: string;
  /** What it does, as one short Markdown paragraph (line breaks in the source are spaces on the page). */
  readonly meaning: string;
  /** Where setting it has an effect: the places and commands whose code reads it, and programs that read it. */
  readonly readBy: readonly Reader[];
  /** A password, key or token: kept out of the repository, the build's logs and every GATSBY_* variable. */
  readonly secret: boolean;
}
