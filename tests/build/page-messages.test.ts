// Every translated language's text tables reach the browser through the page data, by the names the modules ask
// for (`textTable("…")`: gatsby/pages/page-messages.ts finds them with textTablesNamed).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { textTablesNamed } from "../../src/lib/build/message-areas";
import { sourceFilesUnder } from "../support/import-graph";
import type { LanguageTables } from "../../src/lib/i18n/text-tables";
import spanish from "../../src/locales/es/text-tables";

// Tables are typed by their keys and shapes, not by Spanish's words: any language's words must fit them (a table
// typed `as const` would make every other language repeat the Spanish). Checked by the compiler.
type Words<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Words<U>[]
    : { [K in keyof T]: Words<T[K]> };
const fits = (tables: Words<LanguageTables>): LanguageTables => tables;

describe("the text tables", () => {
  const files = sourceFilesUnder("src");
  const named = new Set(files.flatMap((file) => textTablesNamed(fs.readFileSync(file, "utf8"))));

  it("take any language's words in Spanish's shape", () => {
    expect(fits(spanish)).toBe(spanish);
  });

  it("are each asked for by name where they are used, so the build finds them", () => {
    expect(named.size).toBeGreaterThanOrEqual(11);
    expect([...named].sort()).toEqual(Object.keys(spanish).sort());
  });

  it("are the files of Spanish's folder, each named once in its text-tables.ts; src/lib holds none", () => {
    const registry = fs.readFileSync("src/locales/es/text-tables.ts", "utf8");
    const modules = files.filter((file) => file.startsWith("src/locales/es/") && !file.endsWith("text-tables.ts"));
    expect(modules.length).toBeGreaterThanOrEqual(15);
    for (const file of modules) expect(registry.split(`from "./${path.basename(file, ".ts")}"`), file).toHaveLength(2);
    expect(files.filter((file) => /\.[a-z]{2}\.ts$/.test(file) && !file.endsWith(".en.ts"))).toEqual([]);
  });
});
