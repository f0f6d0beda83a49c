// src/lib reads the languages' text tables from a store (src/lib/i18n/text-tables.ts) and imports none: whatever
// runs server-side code must load them first, or a Spanish answer, e-mail or page comes out in English. Each
// entry point does, once, at its top.
import fs from "node:fs";
import { describe, expect, it } from "vitest";

const ENTRIES = [
  "gatsby-ssr.tsx",
  "src/api/leads.ts",
  "src/api/alerts.ts",
  ...fs.readdirSync("netlify/functions").map((file) => `netlify/functions/${file}`),
  // Every npm run leads:* and alerts:* command starts there.
  "scripts/run-command.ts",
];

describe("every server entry point", () => {
  it.each(ENTRIES)("%s loads every language's text tables at its top", (file) => {
    const source = fs.readFileSync(file, "utf8");
    expect(source).toMatch(
      /^import \{ loadAllTextTables \} from "[./]+\/src\/locales\/text-tables";$|^import \{ loadAllTextTables \} from "\.\.\/(\.\.\/)?locales\/text-tables";$/m,
    );
    expect(source).toMatch(/^loadAllTextTables\(\);$/m);
  });

  it("covers the functions Netlify runs", () => {
    expect(ENTRIES.filter((file) => file.startsWith("netlify/functions/")).length).toBeGreaterThanOrEqual(3);
  });
});
