// Every Spanish label table reaches the browser through the page data (gatsby/pages/page-messages.ts), as the
// module the HTML renderer imports says it.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LABEL_TABLES } from "../../gatsby/pages/page-messages";
import { LABEL_TABLE_FILE } from "../../gatsby/webpack/po-catalogs";

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(file) : /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe("the label tables in page data", () => {
  const tables = sourceFiles("src").filter((file) => LABEL_TABLE_FILE.test(file));

  it("lists every label table module, by the name its browser stand-in reads", () => {
    expect(tables.length).toBeGreaterThanOrEqual(9);
    expect(Object.keys(LABEL_TABLES).sort()).toEqual(tables.map((file) => path.basename(file, ".ts")).sort());
  });

  it("gives each table as its module exports it", async () => {
    for (const file of tables) {
      const module = (await import(path.resolve(file))) as { default: unknown };
      expect(LABEL_TABLES[path.basename(file, ".ts")], file).toEqual(module.default);
    }
  });
});
