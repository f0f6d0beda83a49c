// Every message of the site's catalogs in English and Spanish, read with Lingui's own API from the PO files
// (lingui.config.ts lists them), so a catalog added later is read too.
import { getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";
import path from "node:path";
import type { Translated } from "./english-leaks";

export async function catalogMessagePairs(): Promise<Translated[]> {
  const config = getConfig({ cwd: path.resolve("."), configPath: path.resolve("lingui.config.ts") });
  const pairs: Translated[] = [];
  for (const catalog of await getCatalogs(config)) {
    const english = (await catalog.read("en")) ?? {};
    const spanish = (await catalog.read("es")) ?? {};
    for (const [id, entry] of Object.entries(english)) {
      // A message without Spanish falls back to English on the page: an empty translation keeps it a candidate.
      const message = entry.message ?? entry.translation ?? id;
      pairs.push({ english: message, spanish: spanish[id]?.translation?.trim() ?? "" });
    }
  }
  return pairs;
}

/** The Spanish of an English catalog message, as a Spanish page shows it. */
export async function spanishOf(english: string): Promise<string> {
  const pair = (await catalogMessagePairs()).find((candidate) => candidate.english === english);
  if (!pair?.spanish) throw new Error(`no Spanish for "${english}" in the catalogs (run npm run i18n:extract)`);
  return pair.spanish;
}
