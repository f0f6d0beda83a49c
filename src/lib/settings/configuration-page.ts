// docs/configuration.md, written from the declarations (scripts/write-configuration-doc.ts writes it; a test
// compares the committed page with this). Links go to whole pages of docs/, never to a section: sections move.
import { COMMANDS, type Reader, type SettingDeclaration } from "./setting-declaration";
import { SETTING_GROUPS } from "./setting-groups";
import { ALERT_COMMANDS, LEAD_COMMANDS } from "./declared/readers";

export const CONFIGURATION_PAGE = "docs/configuration.md";

const NOTICE =
  "For whoever deploys or runs the site: every environment variable it reads, generated from src/lib/settings/ " +
  "by `npm run docs:configuration`; do not edit by hand.";

const INTRODUCTION = `# Configuration

Every setting is an environment variable; there is no configuration file. The **read by** column says where one
counts. **build**: \`gatsby build\` and \`gatsby develop\` read it; change it and build again. **browser**: it is
written into the pages' JavaScript at build time, so every visitor can read it: a \`GATSBY_*\` variable never holds a
secret. **functions**: the lead and alert functions read it each time they run (on Netlify, under \`gatsby serve\`);
\`serve:prod\` runs them too, and a command such as \`leads:send\` is \`npm run leads:send\` (\`leads:*\`: every one of
them). Set those where the server and the commands run, not only where the site is built. The tests, the benchmark,
or a program that reads the variable itself (Node.js, Gatsby ...) are named too. A **secret** is a password, key or
token: keep it in the host's settings or in a file only the server's user can read
(\`deploy/dealer-site.env.example\`), never in the repository.

A malformed value (a Universal Analytics \`UA-\` id, a DSN without key or project, an unknown header variant or
Decap backend, a \`SITE_URL\` with a query) stops the build with a message naming the variable; a malformed
\`LEAD_*\` value is logged by the lead function (\`leads: configuration: ...\`): a number falls back to its default,
and an incomplete or invalid e-mail set-up leaves every lead in the outbox.`;

const CLOSING =
  "How each `DECAP_*` combination is set up on GitHub, GitLab and Gitea, and a worked `LEAD_*` example for a " +
  "dealer CRM: [deployment.md](deployment.md).";

const PLACES: readonly Reader[] = ["build", "browser", "functions", "serve:prod", ...COMMANDS, "tests", "bench"];

/** Places first, then commands, the tests, the benchmark; programs last, as declared. */
const rank = (reader: Reader) => (PLACES.includes(reader) ? PLACES.indexOf(reader) : PLACES.length);

/** The readers in one order, a whole family of commands as `leads:*` or `alerts:*`. */
function readersCell(readBy: readonly Reader[]): string {
  const ordered = [...new Set(readBy)].sort((a, b) => rank(a) - rank(b));
  const families = [LEAD_COMMANDS, ALERT_COMMANDS].filter((family) =>
    family.every((name: Reader) => ordered.includes(name)),
  );
  const shown: string[] = [];
  for (const reader of ordered) {
    const family = families.find((commands) => (commands as readonly Reader[]).includes(reader));
    if (family && reader !== family[0]) continue;
    if (family) shown.push(`\`${family[0].split(":")[0]}:*\``);
    else if (reader === "bench") shown.push("benchmark");
    else if (reader === "serve:prod" || (COMMANDS as readonly Reader[]).includes(reader)) shown.push(`\`${reader}\``);
    else shown.push(reader);
  }
  return shown.join(", ");
}

/** A Markdown table cell: one line, no column break. */
const cell = (markdown: string) => markdown.replace(/\s*\n\s*/g, " ").replace(/\|/g, "\\|");

function row(declaration: SettingDeclaration): string {
  const name = `\`${declaration.name}\`${declaration.secret ? " **secret**" : ""}`;
  const cells = [name, declaration.default, readersCell(declaration.readBy), declaration.meaning];
  return `| ${cells.map(cell).join(" | ")} |`;
}

export function configurationPage(declarations: readonly SettingDeclaration[]): string {
  const table = ["| variable | default | read by | what it does |", "|---|---|---|---|"];
  for (const { group, title, note } of SETTING_GROUPS) {
    const rows = declarations.filter((declaration) => declaration.group === group);
    if (rows.length === 0) continue;
    table.push(`| **${title}**${note ? ` (${note})` : ""} | | | |`, ...rows.map(row));
  }
  return [NOTICE, "", INTRODUCTION, "", ...table, "", CLOSING, ""].join("\n");
}
