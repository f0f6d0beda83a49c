import { DEFAULT_LOCALE, type Locale } from "./locale";

/** The shell's slice aliases, as src/components/layout.tsx places them. */
export const SHELL_SLICE_ALIASES = ["top-bar", "header", "footer", "credit-bar"] as const;
export type ShellSliceAlias = (typeof SHELL_SLICE_ALIASES)[number];

/** The id of an alias's slice in a language: English keeps the alias itself (`header`), Spanish is `header-es`. */
export const shellSliceId = (alias: ShellSliceAlias, locale: Locale): string =>
  locale === DEFAULT_LOCALE ? alias : `${alias}-${locale}`;

/**
 * The alias of the slice that loads a language's catalogs of the first load (src/slices/spanish-catalogs.tsx).
 * Its slices are `catalogs-es` …: no slice is named `catalogs`, so English pages draw and load nothing there.
 */
export const CATALOGS_SLICE_ALIAS = "catalogs";
export const catalogsSliceId = (locale: Locale): string => `${CATALOGS_SLICE_ALIAS}-${locale}`;

/**
 * A page's `slices` map for createPage: the shell drawn in the page's language, and its catalogs. English pages
 * need none (an alias without a map is the slice of the same id).
 */
export function shellSlicesFor(
  locale: Locale,
): Record<ShellSliceAlias | typeof CATALOGS_SLICE_ALIAS, string> | undefined {
  if (locale === DEFAULT_LOCALE) return undefined;
  const shell = Object.fromEntries(SHELL_SLICE_ALIASES.map((alias) => [alias, shellSliceId(alias, locale)]));
  return { ...(shell as Record<ShellSliceAlias, string>), [CATALOGS_SLICE_ALIAS]: catalogsSliceId(locale) };
}
