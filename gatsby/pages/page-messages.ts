// Each page's messages in its language, as data: the build puts them in the page's context (page-data JSON,
// which Gatsby fetches with the page), and wrapPageElement loads them into the page language's Lingui instance
// before the page renders (src/components/i18n/page-locale.tsx). No page's JavaScript carries a catalog
// (docs/languages.md): English text is compiled into each descriptor, the other languages' messages are here.
import type { Messages } from "@lingui/core";
import fs from "node:fs";
import path from "node:path";
import { importSpecifiers, pageTranslations } from "../../src/lib/build/message-areas";
import { pseudoLocaleOfBuild } from "../../src/lib/build/pseudo-locale";
import { pseudolocalizedTable } from "../../src/lib/build/pseudo-localize";
import { DEFAULT_LOCALE, type Locale, type TranslatedLocale } from "../../src/lib/i18n/locale";
import type { TextTableName } from "../../src/lib/i18n/text-tables";
import { textTableIn } from "../../src/locales/text-tables";
import { siteLanguagesForBuild } from "../content/site-languages-for-build";
import { catalogsIn } from "../i18n/compiled-catalogs";

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

const sourceOf = new Map<string, string>();
const importsOf = new Map<string, string[]>();
const sourceGraph = {
  source(file: string): string {
    let source = sourceOf.get(file);
    if (source === undefined) sourceOf.set(file, (source = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : ""));
    return source;
  },
  imports(file: string): string[] {
    let files = importsOf.get(file);
    if (!files) {
      files = importSpecifiers(this.source(file)).flatMap((specifier) => resolveImport(file, specifier) ?? []);
      importsOf.set(file, files);
    }
    return files;
  },
};

type TextTableValues = Record<string, unknown>;

/** A table a module names (`textTable("sort-labels")`) in a language, as the language's folder gives it. */
function textTableOf(name: string, locale: TranslatedLocale): TextTableValues {
  const table = textTableIn(locale, name as TextTableName) as TextTableValues | undefined;
  // Its words would be missing from the browser's page (English after the translated static HTML).
  if (!table) throw new Error(`textTable("${name}"): no such table in src/locales/${locale}/text-tables.ts`);
  return table;
}

const translationsOfComponent = new Map<string, ReturnType<typeof pageTranslations>>();

/** What a page of `component` draws: the areas and text tables it and the shell's slices import. */
function translationsOf(component: string): ReturnType<typeof pageTranslations> {
  let translations = translationsOfComponent.get(component);
  if (!translations) {
    const slices = fs.readdirSync(SLICES_DIR).map((file) => path.join(SLICES_DIR, file));
    translations = pageTranslations([component, ...slices], sourceGraph);
    translationsOfComponent.set(component, translations);
  }
  return translations;
}

/** What a page in a language other than English brings in its context: its messages and its text tables. */
export interface PageTranslations {
  messages?: Messages;
  labels?: Record<string, TextTableValues>;
}

/**
 * A page's context with its messages and text tables in its language (`messages`, `labels`), for createPage:
 * those of the areas and vocabularies its component and the shell's slices import
 * (src/lib/build/message-areas.ts). Nothing for English, whose text is in the code.
 */
export async function withPageMessages<Context extends object>(
  page: { component: string; context?: Context },
  locale: Locale,
): Promise<Context & PageTranslations> {
  const context = page.context ?? ({} as Context);
  if (locale === DEFAULT_LOCALE || !siteLanguagesForBuild().includes(locale)) return context;
  const byArea = await catalogsIn(locale);
  const { areas, textTables } = translationsOf(page.component);
  const messages = Object.assign({}, ...areas.map((area) => byArea.get(area) ?? {})) as Messages;
  // By the names the store of tables keys them with (src/lib/i18n/text-tables.ts).
  const labels = Object.fromEntries(
    textTables.map((name) => {
      const table = textTableOf(name, locale as TranslatedLocale);
      return [`${name}.${locale}`, locale === pseudoLocaleOfBuild() ? pseudolocalizedTable(table) : table];
    }),
  );
  return { ...context, messages, labels };
}
