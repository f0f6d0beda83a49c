// What gatsby/pages/create-slices.ts hands each shell slice (`sliceContext`) and what pages pass (`props`).
import type { Locale } from "../lib/i18n/locale";
import type { LotSummary } from "../lib/locations/lot";
import type { HeaderVariant } from "../lib/shell/header-variants";
import type { NavSection } from "../lib/shell/nav-items";

/** Every shell slice is created once per language of the site (gatsby/pages/create-slices.ts). */
export interface ShellSliceContext {
  locale: Locale;
  /** A dealer group's lots, in their order: only on a site with two or more (a one-lot site's shell has no lot UI). */
  lots?: LotSummary[];
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

/** The top bar of a dealer group (slices/top-bar-group.tsx): its lots are always there. */
export interface GroupSliceContext extends ShellSliceContext {
  lots: LotSummary[];
}

export interface GroupFooterSliceContext extends FooterSliceContext {
  lots: LotSummary[];
}

export interface CreditBarSliceContext extends ShellSliceContext {
  /** Build year: the static HTML and the hydrated page agree on it. */
  year: number;
}
