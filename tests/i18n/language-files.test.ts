// The files that name every language are written from the one list (src/lib/build/language-files.ts) by the build
// (gatsby-node's onPreInit): the committed ones must be what it writes, so unit tests, serve:prod and the commands,
// which run without a build, see the same languages.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { languageFiles, writeLanguageFiles } from "../../gatsby/i18n/write-language-files";
import { LOCALES } from "../../src/lib/i18n/locale";

describe("the files that name every language", () => {
  it.each(Object.entries(languageFiles()))("%s is what the build writes from LANGUAGES", (file, text) => {
    expect(fs.readFileSync(file, "utf8")).toBe(text);
  });

  it("ask for every language of LOCALES in the GraphQL fragment, and nothing else", () => {
    const source = fs.readFileSync("src/hooks/localized-text-fields.ts", "utf8");
    const body = /fragment LocalizedTextFields on LocalizedText \{([^}]*)\}/.exec(source)?.[1];
    expect(body?.trim().split(/\s+/)).toEqual([...LOCALES]);
  });

  it("name a new language's folder and field, and are written only when they change", () => {
    const files = languageFiles([...LOCALES, "vi"]);
    expect(files["src/locales/text-tables.ts"]).toContain('import vi from "./vi/text-tables";');
    expect(files["src/locales/text-tables.ts"]).toContain("= { es, vi };");
    expect(files["src/hooks/localized-text-fields.ts"]).toMatch(/\n {4}es\n {4}vi\n/);
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "language-files-"));
    try {
      for (const file of Object.keys(languageFiles()))
        fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      expect(writeLanguageFiles(root).sort()).toEqual(Object.keys(languageFiles()).sort());
      expect(writeLanguageFiles(root)).toEqual([]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
