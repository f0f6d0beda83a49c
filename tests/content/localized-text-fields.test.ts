// Page queries are extracted at build time, so the LocalizedTextFields fragment names each language by hand:
// this holds it to LOCALES, so a language added there cannot be left out of every page's texts.
import fs from "node:fs";
import path from "node:path";
import { LOCALES } from "../../src/lib/i18n/locale";

const FRAGMENT_FILE = path.join(__dirname, "../../src/hooks/localized-text-fields.ts");

describe("the LocalizedTextFields fragment", () => {
  it("asks for every language of LOCALES, and nothing else", () => {
    const source = fs.readFileSync(FRAGMENT_FILE, "utf8");
    const body = /fragment LocalizedTextFields on LocalizedText \{([^}]*)\}/.exec(source)?.[1];
    expect(body?.trim().split(/\s+/)).toEqual([...LOCALES]);
  });
});
