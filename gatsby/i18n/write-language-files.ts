// Writes the files that name every language from the one list (src/lib/build/language-files.ts), before anything
// reads them: the registry of text tables, which the HTML renderer and the functions bundle, and the GraphQL
// fragment, which the page queries use. Unchanged files are left alone (no rebuild of what bundles them).
import fs from "node:fs";
import path from "node:path";
import { localizedTextFieldsSource, textTablesRegistrySource } from "../../src/lib/build/language-files";
import { LOCALES } from "../../src/lib/i18n/locale";

const ROOT = path.resolve(__dirname, "../..");

/**
 * The generated files and their text for the list of languages.
 * @internal exported for its unit tests (the committed files must be these)
 */
export const languageFiles = (locales: readonly string[] = LOCALES): Record<string, string> => ({
  "src/locales/text-tables.ts": textTablesRegistrySource(locales),
  "src/hooks/localized-text-fields.ts": localizedTextFieldsSource(locales),
});

/** Writes the files that differ; resolves with the ones written. */
export function writeLanguageFiles(root = ROOT): string[] {
  const written: string[] = [];
  for (const [file, text] of Object.entries(languageFiles())) {
    const target = path.join(root, file);
    if (fs.existsSync(target) && fs.readFileSync(target, "utf8") === text) continue;
    fs.writeFileSync(target, text);
    written.push(file);
  }
  return written;
}
