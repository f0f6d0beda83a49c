// docs/recipes/add-a-language.md, held to its count: a language is its own folder (src/locales/<code>/: catalogs and
// text tables) plus two files that existed before, the list of languages (src/lib/i18n/locale.ts) and the site's
// settings (content/site.json). Everything else that names every language is written from the list (the registry
// of text tables, the GraphQL fragment: tests/i18n/language-files.test.ts) or finds a language by its folder (the
// HTML renderer's catalogs). So no other code may name a translated language: each file below that does, does it
// for a reason that a new language leaves as it is.
import fs from "node:fs";
import path from "node:path";
import { sourceFilesUnder } from "../support/import-graph";
import { LOCALES, DEFAULT_LOCALE } from "../../src/lib/i18n/locale";

/** The files the recipe edits, besides the new language's folder. */
const RECIPE_EDITS = ["src/lib/i18n/locale.ts", "content/site.json"];

/** Code that names Spanish for a reason of its own, which a new language does not change. */
const SPANISH_ON_PURPOSE: Record<string, string> = {
  "src/lib/i18n/locale.ts": "the list of languages itself",
  "src/lib/inventory/buyers-guide-text.ts": "the FTC publishes the Buyers Guide in English and Spanish only",
  "src/components/vehicle-detail/buyers-guide-status.tsx": "the note on the FTC's Spanish form",
  "src/lib/build/pseudo-locale.ts": "the pseudo-locale test build draws the Spanish pages",
  "src/lib/shell/breakpoints.ts": "Spanish's measured header thresholds, which a new language takes until measured",
  "src/lib/content/localized-text-schema.ts": "reads content's old `…Es` fields, from before languages were a list",
  "src/lib/content/badge-labels-from-file.ts": "reads content's old form of the badge labels, English and Spanish",
  "src/lib/feed-import/merge-vehicle.ts": "a dealer feed's description_es column",
  "src/lib/content/synthetic-inventory.ts":
    "the dealer-group example's generated cars are described in English and Spanish",
  "src/lib/i18n/glossary-markdown.ts": "the Spanish glossary's page",
  "gatsby/editor/lingui-esbuild.ts": '"es" there is a JavaScript module format, not a language',
};

const NAMES_A_LANGUAGE = (code: string) => new RegExp(String.raw`(["'\`])${code}\1|\b${code}\s*:|\.${code}\b`);

/** A file's code without its comments. */
const codeOf = (file: string) =>
  fs
    .readFileSync(file, "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|\s)\/\/.*$/gm, "");

const CODE_ROOTS = ["src", "gatsby", "scripts", "netlify"];
const GENERATED = ["src/gatsby-types.d.ts", "src/locales/text-tables.ts", "src/hooks/localized-text-fields.ts"];

describe("adding a language (docs/recipes/add-a-language.md)", () => {
  const translated = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);
  const code = CODE_ROOTS.flatMap(sourceFilesUnder)
    .concat(["gatsby-node.ts", "gatsby-ssr.tsx", "gatsby-browser.tsx", "gatsby-config.ts"])
    .filter((file) => !GENERATED.includes(file));

  it.each(translated)(
    "finds %s named only in its own folder, the list, and code that names it on purpose",
    (locale) => {
      const naming = code
        .filter((file) => !file.startsWith(`src/locales/${locale}/`))
        .filter((file) => NAMES_A_LANGUAGE(locale).test(codeOf(file)));
      expect(naming.sort()).toEqual(
        Object.keys(SPANISH_ON_PURPOSE)
          .filter((file) => naming.includes(file))
          .sort(),
      );
      expect(naming).toContain("src/lib/i18n/locale.ts");
    },
  );

  it("needs, of the files that existed before, only the list and the site's settings", () => {
    expect(RECIPE_EDITS.every((file) => fs.existsSync(file))).toBe(true);
    expect(RECIPE_EDITS.length).toBeLessThanOrEqual(3);
    const recipe = fs.readFileSync("docs/recipes/add-a-language.md", "utf8");
    for (const file of RECIPE_EDITS) expect(recipe).toContain(file);
  });

  it("gives each language's folder its catalogs and every text table, typed by the code that reads them", () => {
    for (const locale of translated) {
      const folder = path.join("src/locales", locale);
      expect(fs.existsSync(path.join(folder, "text-tables.ts")), locale).toBe(true);
      expect(fs.readFileSync(path.join(folder, "text-tables.ts"), "utf8")).toContain("satisfies LanguageTables");
      const catalogs = fs.readdirSync(folder).filter((file) => file.endsWith(".po"));
      expect(catalogs.sort()).toEqual(
        fs
          .readdirSync("src/locales/en")
          .filter((file) => file.endsWith(".po"))
          .sort(),
      );
    }
  });
});
