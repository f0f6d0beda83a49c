import fs from "node:fs";
import path from "node:path";

/**
 * The journal of an inventory import that is writing content/ (src/lib/feed-import/content-transaction.ts).
 * While it exists the folder is between two states, so the build must not read it.
 */
export const IMPORT_JOURNAL = path.join(".import", "journal.json");

export function interruptedImportProblem(contentDir: string, display: (file: string) => string): string | undefined {
  const file = path.join(contentDir, IMPORT_JOURNAL);
  if (!fs.existsSync(file)) return undefined;
  return `${display(file)}: (file): an inventory import was interrupted while writing; finish it with "npm run inventory:import -- --recover", then build again`;
}
