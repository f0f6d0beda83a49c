import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { unpseudolocalized, wordsOf } from "../../e2e/support/pseudo-locale-text";
import { pseudolocalizedTable } from "../../src/lib/build/pseudo-localize";
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the webpack loader is CommonJS
const { pseudolocalizedSource } = require("../../gatsby/webpack/pseudo-label-table-loader.cjs") as {
  pseudolocalizedSource: (source: string) => string;
};

// The pseudo-locale build (docs/languages.md#the-pseudo-locale): what it pseudolocalizes, and how its e2e check
// (e2e/i18n-pseudo-locale.spec.ts) tells text a catalog gave from text the code wrote.
const ASCII_WORDS = /(^|[^\p{L}])[A-Za-z]{2,}(?![\p{L}])/u;
const withoutPlaceholders = (text: string) => text.replace(/\{\w+\}/g, "");

describe("the check of a pseudolocalized page", () => {
  const content = new Set(["sierra", "vista", "motors", "ford", "fusion"]);

  it("finds a hard-coded English string planted among pseudolocalized ones", () => {
    const strings = ["Ĩńvēńţàŕĩō", "Ƥŕēćĩō ƀàĴō", "Call us today", "Ćōńţàćţō"];
    expect(unpseudolocalized(strings, content)).toEqual(["Call us today"]);
  });

  it("takes the content's words, numbers and single letters as they are", () => {
    const strings = ["2016 Ford Fusion SE", "Sierra Vista Motors", "$12,995", "(916) 555-0142", "Ĥàśţà 100,000 ḿĩĺĺàś"];
    expect(unpseudolocalized(strings, content)).toEqual(["2016 Ford Fusion SE"]);
    expect(unpseudolocalized(["2016 Ford Fusion"], content)).toEqual([]);
  });

  it("reads words in any script, so an accented word is one word", () => {
    expect(wordsOf("Ćōńţàćţō: F-150")).toEqual(["ćōńţàćţō", "f"]);
  });
});

describe("text tables in the pseudo-locale", () => {
  it("keep their shape and placeholders, every text pseudolocalized", () => {
    const table = pseudolocalizedTable({ a: "Sedán", months: ["enero"], nested: { price: "Desde {price}" } });
    expect(Object.keys(table)).toEqual(["a", "months", "nested"]);
    expect(table.months).toHaveLength(1);
    expect(table.nested.price).toMatch(/^\S+ \{price\}$/);
    for (const text of [table.a, table.months[0], table.nested.price])
      expect(withoutPlaceholders(text)).not.toMatch(ASCII_WORDS);
  });

  // The HTML renderer's tables come through the loader: every label file's values, and nothing else, change.
  const files = fs
    .readdirSync("src/lib", { recursive: true, encoding: "utf8" })
    .filter((file) => /-labels\.es\.ts$/.test(file))
    .map((file) => path.join("src/lib", file));

  it.each(files)("%s: every value pseudolocalized, keys and imports kept", (file) => {
    const source = fs.readFileSync(file, "utf8");
    const output = pseudolocalizedSource(source);
    const valuesOf = (text: string) =>
      text
        .split("\n")
        .filter((line) => !/\bfrom\s+"/.test(line))
        .flatMap((line) => [...line.matchAll(/"((?:[^"\\]|\\.)*)"(?!\s*:)/g)].map((match) => match[1]));
    const keysOf = (text: string) => [...text.matchAll(/"((?:[^"\\]|\\.)*)"\s*:/g)].map((match) => match[1]);
    expect(valuesOf(source).length, "a table with values").toBeGreaterThan(0);
    expect(keysOf(output)).toEqual(keysOf(source));
    expect(output.split("\n").filter((line) => /\bfrom\s+"/.test(line))).toEqual(
      source.split("\n").filter((line) => /\bfrom\s+"/.test(line)),
    );
    for (const value of valuesOf(output)) expect(withoutPlaceholders(value), file).not.toMatch(ASCII_WORDS);
  });
});
