// Design tokens besides colour (colours are CSS custom properties in palette.ts, because they change with
// the colour mode). These never change at run time, so they are plain strings that Emotion serializes into
// the static CSS at build time: no custom property lookups, nothing to hydrate.
import {
  NARROW_PHONE_BREAKPOINT_REM,
  NAV_BREAKPOINT_REM,
  PHONE_BREAKPOINT_REM,
  SMALLEST_PHONE_BREAKPOINT_REM,
  TOP_BAR_BREAKPOINT_REM,
} from "../lib/shell/breakpoints";

/** Spacing scale in rem (a 4 px grid at the default 16 px root size). */
export const space = {
  "3xs": "0.125rem",
  "2xs": "0.25rem",
  xs: "0.375rem",
  sm: "0.5rem",
  md: "0.75rem",
  lg: "1rem",
  xl: "1.5rem",
  "2xl": "2rem",
  "3xl": "3rem",
  "4xl": "4rem",
} as const;

/** Corner radii: small marks, controls and buttons, cards and panels, pills, circles. */
export const radius = {
  sm: "0.25rem",
  md: "0.5rem",
  lg: "0.75rem",
  pill: "999px",
  round: "50%",
} as const;

/** Type scale. Headings grow with the viewport between a phone and a desktop size. */
export const fontSize = {
  xs: "0.8125rem",
  sm: "0.875rem",
  md: "0.9375rem",
  base: "1rem",
  lg: "1.125rem",
  xl: "1.25rem",
  "2xl": "1.375rem",
  "3xl": "1.5rem",
  h3: "clamp(1.125rem, 2.5vw, 1.25rem)",
  h2: "clamp(1.375rem, 3vw, 1.625rem)",
  h1: "clamp(1.75rem, 5vw, 2.5rem)",
  display: "clamp(2.1rem, 7vw, 3.4rem)",
} as const;

/**
 * Font weights, the only ones the site uses: running text, a lighter emphasis (taglines, filter chips),
 * labels and row headers, headings and buttons, and the heaviest marks (prices, the brand name).
 */
export const fontWeight = { regular: 400, book: 500, medium: 600, bold: 700, heavy: 800 } as const;

// The keyboard focus ring is a custom property beside the colours (global-css.ts), not a constant here: a
// literal `var(--focus-ring)` keeps a component's styles static, so the ring costs no JavaScript.

/** Line heights for headings, controls and running text. */
export const lineHeight = { tight: 1.2, snug: 1.35, body: 1.55, prose: 1.65 } as const;

/** The widest any page's content gets: header, footer and every page share these edges. */
export const CONTENT_MAX_WIDTH = "80rem";
/** Readable width for forms and single-column pages. */
export const NARROW_MAX_WIDTH = "48rem";
/** Comfortable line length for running text. */
export const MEASURE = "65ch";

/** The smallest touch target (WCAG 2.5.5 AAA size, also what phones recommend). */
export const TOUCH_TARGET = "2.75rem";

/** Layout widths in rem (so they follow the reader's font size), smallest first. */
export const breakpoint = {
  sm: 40,
  md: 48,
  lg: 64,
  nav: NAV_BREAKPOINT_REM,
  phone: PHONE_BREAKPOINT_REM,
  topBar: TOP_BAR_BREAKPOINT_REM,
  narrowPhone: NARROW_PHONE_BREAKPOINT_REM,
  smallestPhone: SMALLEST_PHONE_BREAKPOINT_REM,
} as const;

export type Breakpoint = keyof typeof breakpoint;

/** `@media (min-width: …)`: the layout from this width up. */
export function above(name: Breakpoint): string {
  return `@media (min-width: ${breakpoint[name]}rem)`;
}

/** `@media (max-width: …)`: the layout below this width (0.02 rem short so the two never overlap). */
export function below(name: Breakpoint): string {
  return `@media (max-width: ${breakpoint[name] - 0.02}rem)`;
}

/** Page gutters: narrow on phones, wider on large screens. */
export const GUTTER = "clamp(1rem, 3vw, 1.5rem)";

export const shadow = {
  card: "0 1px 2px rgb(0 0 0 / 0.08)",
  raised: "0 2px 10px rgb(0 0 0 / 0.25)",
} as const;
