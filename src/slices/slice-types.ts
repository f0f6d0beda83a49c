// What gatsby/pages/create-slices.ts hands each shell slice (`sliceContext`) and what pages pass (`props`).
import type { Locale } from "../lib/i18n/locale";
import type { HeaderVariant } from "../lib/shell/header-variants";
import type { NavSection } from "../lib/shell/nav-items";

/** Every shell slice is created once per language of the site (gatsby/pages/create-slices.ts). */
export interface ShellSliceContext {
  locale: Locale;
}

export interface HeaderSliceContext extends ShellSliceContext {
  variant: HeaderVariant;
}

// A type alias, not an interface: Gatsby requires slice props to be assignable to its serialisable-object type.
export type HeaderSliceProps = {
  /** The page's nav section, so the active link is marked in the static HTML. */
  section?: NavSection;
};

export interface FooterSliceContext extends ShellSliceContext {
  variant: HeaderVariant;
}

export interface CreditBarSliceContext extends ShellSliceContext {
  /** Build year: the static HTML and the hydrated page agree on it. */
  year: number;
}
