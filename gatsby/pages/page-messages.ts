// Each page's messages in its language, as data: the build puts them in the page's context (page-data JSON,
// which Gatsby fetches with the page), and wrapPageElement loads them into the page language's Lingui instance
// before the page renders (src/components/i18n/page-locale.tsx). No page's JavaScript carries a catalog
// (docs/languages.md): English text is compiled into each descriptor, the other languages' messages are here.
import type { Messages } from "@lingui/core";
import { getConfig } from "@lingui/conf";
import { createCompiledCatalog, createMissingErrorMessage, getCatalogs } from "@lingui/cli/api";
import fs from "node:fs";
import path from "node:path";
import { messageAreas, importSpecifiers } from "../../src/lib/build/message-areas";
import { DEFAULT_LOCALE, type Locale } from "../../src/lib/i18n/locale";
import { siteLanguagesForBuild } from "../content/site-languages-for-build";

const ROOT = path.resolve(__dirname, "../..");
// The shell's slices are drawn on every page (in the browser, inside the page's tree): their areas too.
const SLICES_DIR = path.join(ROOT, "src/slices");
const EXTENSIONS = ["", ".tsx", ".ts", "/index.tsx", "/index.ts"];

/** A relative import resolved to a source file of ours (packages and PO files are not walked). */
function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  const base = path.resolve(path.dirname(from), specifier);
  for (const extension of EXTENSIONS) {
    const file = base + extension;
    if (/\.tsx?$/.test(file) && fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

const importsOf = new Map<string, string[]>();
const sourceGraph = {
  imports(file: string): string[] {
    let files = importsOf.get(file);
    if (!files) {
      const source = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
      files = importSpecifiers(source).flatMap((specifier) => resolveImport(file, specifier) ?? []);
      importsOf.set(file, files);
    }
    return files;
  },
};

/**
 * One language's compiled catalogs by area, as Lingui's webpack loader compiles them (gatsby/webpack/po-catalogs.ts):
 * a message left untranslated fails the build here too.
 */
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
    const { source } = createCompiledCatalog(locale, messages, { strict: false, namespace: "json" });
    areas.set(area, (JSON.parse(source) as { messages: Messages }).messages);
  }
  return areas;
}

const catalogs = new Map<Locale, Promise<Map<string, Messages>>>();
const areasOfComponent = new Map<string, string[]>();

/**
 * The messages a page of `component` shows in `locale`: the areas its component and the shell's slices import
 * (src/lib/build/message-areas.ts). Nothing for English, whose text is in the code.
 */
async function pageMessages(component: string, locale: Locale): Promise<Messages | undefined> {
  if (locale === DEFAULT_LOCALE) return undefined;
  if (!catalogs.has(locale)) catalogs.set(locale, compiledCatalogs(locale));
  const byArea = await catalogs.get(locale)!;
  let areas = areasOfComponent.get(component);
  if (!areas) {
    const slices = fs.readdirSync(SLICES_DIR).map((file) => path.join(SLICES_DIR, file));
    areas = messageAreas([component, ...slices], sourceGraph);
    areasOfComponent.set(component, areas);
  }
  return Object.assign({}, ...areas.map((area) => byArea.get(area) ?? {})) as Messages;
}

/** A page's context with its messages in its language (`messages`), for createPage. */
export async function withPageMessages<Context extends object>(
  page: { component: string; context?: Context },
  locale: Locale,
): Promise<Context & { messages?: Messages }> {
  const messages = siteLanguagesForBuild().includes(locale) ? await pageMessages(page.component, locale) : undefined;
  return { ...(page.context ?? ({} as Context)), ...(messages ? { messages } : {}) };
}
