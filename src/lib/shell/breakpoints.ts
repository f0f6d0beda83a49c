// Widths (in rem, 16px) where the shell changes layout; shared by the styles and the e2e tests.
import type { Locale } from "../i18n/locale";

/** From here up the header shows the full navigation; below it, the call and Menu buttons. */
export const NAV_BREAKPOINT_REM = 72;
/** From here up the header spells out the phone number; below it, a call icon button. */
export const PHONE_BREAKPOINT_REM = 78;
/** Below this the top bar is hidden (the header's call button takes its place). */
export const TOP_BAR_BREAKPOINT_REM = 48;
/** Below this (phones) the header shows the short business name and an icon-only Menu button. */
export const NARROW_PHONE_BREAKPOINT_REM = 30;
/** Below this (the smallest phones, 320 px) the header's name takes the brand mark's room as well. */
export const SMALLEST_PHONE_BREAKPOINT_REM = 22.5;

/** The header's thresholds that move with the length of the page's words. */
export interface HeaderBreakpoints {
  /** From here up, the full navigation (below it, the call and Menu buttons). */
  nav: number;
  /** From here up, the phone number spelled out (below it, a call icon button). */
  phone: number;
  /** From here up, the colour switch's word beside it (below it, the switch alone, its word still its name). */
  switchLabel: number;
}

/**
 * The header's thresholds in each language. Spanish words are longer: at 80rem (1280 px) the Spanish navigation,
 * phone number, call to action and colour switch left the business name about 100 px and three lines (measured),
 * so in Spanish the navigation waits for 76rem and the spelled-out number and the switch's word for 86rem; the
 * name then keeps its two lines (e2e/shell-fit.spec.ts measures both languages). English is as before.
 */
const MEASURED: Partial<Record<Locale, HeaderBreakpoints>> = {
  en: { nav: NAV_BREAKPOINT_REM, phone: PHONE_BREAKPOINT_REM, switchLabel: NAV_BREAKPOINT_REM },
  es: { nav: 76, phone: 86, switchLabel: 86 },
};

/** A language's thresholds: as measured, else the roomiest measured (a new language's words may be as long). */
export const headerBreakpointsOf = (locale: Locale): HeaderBreakpoints =>
  MEASURED[locale] ?? (MEASURED.es as HeaderBreakpoints);
