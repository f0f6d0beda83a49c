import { css } from "@emotion/react";
import { LOCALES, type Locale } from "../../lib/i18n/locale";
import { headerBreakpointsOf, type HeaderBreakpoints } from "../../lib/shell/breakpoints";
import { below, CONTENT_MAX_WIDTH, GUTTER } from "../../styles/tokens";

// Shared measurements of the shell so the top bar, header variants, footer and credit bar line up with
// each other and with every page's content (the same max width and gutters as ui/page-container).

/** The element when its page is in `locale` (`:lang()` follows `<html lang>`); English is every other page. */
const inLanguage = (locale: Locale) =>
  locale === "en"
    ? `&:not(${LOCALES.filter((other) => other !== "en")
        .map((other) => `:lang(${other})`)
        .join(", ")})`
    : `&:lang(${locale})`;

/**
 * `rules` from the header's `threshold` up, at the threshold of the page's language (headerBreakpointsOf: longer
 * words need more room). `rules` are declarations, or nested rules written against `&`.
 */
export const headerAbove = (threshold: keyof HeaderBreakpoints, rules: string): string =>
  LOCALES.map(
    (locale) =>
      `@media (min-width: ${headerBreakpointsOf(locale)[threshold]}rem) { ${inLanguage(locale)} { ${rules} } }`,
  ).join("\n");

/** `rules` below the header's `threshold`, at the threshold of the page's language (0.02 rem short, as below()). */
export const headerBelow = (threshold: keyof HeaderBreakpoints, rules: string): string =>
  LOCALES.map(
    (locale) =>
      `@media (max-width: ${headerBreakpointsOf(locale)[threshold] - 0.02}rem) { ${inLanguage(locale)} { ${rules} } }`,
  ).join("\n");

/** Phones: the header shows the short business name and an icon-only Menu button. */
export const narrowPhoneScreen = below("narrowPhone");
/** The smallest phones (320 px): the header's name goes without the brand mark. */
export const smallestPhoneScreen = below("smallestPhone");

export const shellContainer = css`
  width: 100%;
  max-width: ${CONTENT_MAX_WIDTH};
  margin: 0 auto;
  padding: 0 ${GUTTER};
`;

/** Focus ring for links and buttons on the brand-blue top bar, footer and credit bar. */
export const onShellFocus = css`
  a:focus-visible,
  button:focus-visible {
    outline-color: var(--color-focus-on-shell);
  }
`;
