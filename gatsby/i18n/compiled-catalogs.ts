// The site's message catalogs compiled at build, by language and area, as Lingui's webpack loader compiles them
// (gatsby/webpack/po-catalogs.ts): a message left untranslated fails the build here too; in a test build's
// pseudo-locale, that language's messages are pseudolocalized. Read by the pages' messages (page-messages.ts) and
// by the text the build writes out whole (gatsby/content/review-line-messages.ts).
import type { Messages } from "@lingui/core";
import { getConfig } from "@lingui/conf";
import { createCompiledCatalog, createMissingErrorMessage, getCatalogs } from "@lingui/cli/api";
import path from "node:path";
import { DEFAULT_LOCALE, type Locale } from "../../src/lib/i18n/locale";

const ROOT = path.resolve(__dirname, "../..");

/** One language's compiled catalogs by area. */
async function compiledCatalogs(locale: Locale): Promise<Map<string, Messages>> {
  const config = getConfig({ cwd: ROOT });
  const areas = new Map<string, Messages>();
  for (const catalog of await getCatalogs(config)) {
    const area = path.basename(catalog.path);
    const { messages, missing } = await catalog.getTranslations(locale, {
      fallbackLocales: config.fallbackLocales || {},
      sourceLocale: config.sourceLocale ?? DEFAULT_LOCALE,
    });
    if (missing.length > 0) throw new Error(createMissingErrorMessage(locale, missing, "loader"));
    const { source } = createCompiledCatalog(locale, messages, {
      strict: false,
      namespace: "json",
      pseudoLocale: config.pseudoLocale,
    });
    areas.set(area, (JSON.parse(source) as { messages: Messages }).messages);
  }
  return areas;
}

const catalogs = new Map<Locale, Promise<Map<string, Messages>>>();

/** One language's compiled catalogs by area, compiled once per build. */
export function catalogsIn(locale: Locale): Promise<Map<string, Messages>> {
  if (!catalogs.has(locale)) catalogs.set(locale, compiledCatalogs(locale));
  return catalogs.get(locale)!;
}

/** One area's messages in a language (English's too), for text the build writes out whole. */
export async function areaMessagesIn(locale: Locale, area: string): Promise<Messages> {
  const messages = (await catalogsIn(locale)).get(area);
  if (!messages) throw new Error(`no catalog "${area}" in lingui.config.ts`);
  return messages;
}
