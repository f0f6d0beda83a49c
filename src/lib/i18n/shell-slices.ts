import { DEFAULT_LOCALE, type Locale } from "./locale";

/** The shell's slice aliases, as src/components/layout.tsx places them. */
export const SHELL_SLICE_ALIASES = ["top-bar", "header", "footer", "credit-bar"] as const;
export type ShellSliceAlias = (typeof SHELL_SLICE_ALIASES)[number];

/** The id of an alias's slice in a language: English keeps the alias itself (`header`), Spanish is `header-es`. */
export const shellSliceId = (alias: ShellSliceAlias, locale: Locale): string =>
  locale === DEFAULT_LOCALE ? alias : `${alias}-${locale}`;

/**
 * A page's `slices` map for createPage: the shell drawn in the page's language. English pages need none (an
 * alias without a map is the slice of the same id).
 */
export function shellSlicesFor(locale: Locale): Record<ShellSliceAlias, string> | undefined {
  if (locale === DEFAULT_LOCALE) return undefined;
  return Object.fromEntries(SHELL_SLICE_ALIASES.map((alias) => [alias, shellSliceId(alias, locale)])) as Record<
    ShellSliceAlias,
    string
  >;
}
