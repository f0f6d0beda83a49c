// Writes the source files made from a declaration, before anything reads them: those that name every language,
// from the list (src/lib/build/language-files.ts: the registry of text tables, which the HTML renderer and the
// functions bundle, and the fragment of a text's languages), and the fragment of a vehicle page's fields, from the
// vehicle's (src/lib/build/vehicle-detail-fields.ts). Committed, so what runs without a build (unit tests,
// serve:prod, the commands) sees them; unchanged files are left alone (no rebuild of what bundles them).
import fs from "node:fs";
import path from "node:path";
import { localizedTextFieldsSource, textTablesRegistrySource } from "../../src/lib/build/language-files";
import { vehicleDetailFieldsSource } from "../../src/lib/build/vehicle-detail-fields";
import { LOCALES } from "../../src/lib/i18n/locale";
import { contentTypeDefs } from "./content-schema.graphql";

const ROOT = path.resolve(__dirname, "../..");

/**
 * The generated files and their text for the list of languages.
 * @internal exported for its unit tests (the committed files must be these)
 */
export const generatedSources = (locales: readonly string[] = LOCALES): Record<string, string> => ({
  "src/locales/text-tables.ts": textTablesRegistrySource(locales),
  "src/hooks/localized-text-fields.ts": localizedTextFieldsSource(locales),
  "src/templates/fragments/vehicle-detail-fields.ts": vehicleDetailFieldsSource(contentTypeDefs),
});

/** Writes the files that differ; resolves with the ones written. */
export function writeGeneratedSources(root = ROOT): string[] {
  const written: string[] = [];
  for (const [file, text] of Object.entries(generatedSources())) {
    const target = path.join(root, file);
    if (fs.existsSync(target) && fs.readFileSync(target, "utf8") === text) continue;
    fs.writeFileSync(target, text);
    written.push(file);
  }
  return written;
}
