// The site-wide CSS: colour tokens for both modes, box sizing, base type, focus ring, reduced motion. It is
// static, so it is written once into every page's <head> at build time (gatsby-ssr.tsx) rather than by an
// Emotion <Global> component that every page would serialize and hydrate again.
import { paletteCss } from "./palette";

// System font stack: no font downloads, native look on every phone.
const FONT_STACK = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

// The keyboard focus ring (WCAG 2.4.7, 2.4.13), for every component: `outline: var(--focus-ring)`. Its colour
// holds 3:1 against the page and card surfaces in both modes (tests/styles/focus-ring.test.ts); on the brand
// blue (hero, top bar, footer) the outline colour becomes --color-focus-on-shell. An inset ring (inside a box
// that clips) is offset by minus its width: -3px.
const FOCUS_RING_PROPERTIES = "--focus-ring: 3px solid var(--color-focus);";

const css = `
:root { color-scheme: light; ${FOCUS_RING_PROPERTIES} ${paletteCss("light")} }
:root[data-theme="dark"] { color-scheme: dark; ${paletteCss("dark")} }
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
body {
  margin: 0;
  font-family: ${FONT_STACK};
  font-size: 1rem;
  line-height: 1.55;
  background: var(--color-bg);
  color: var(--color-text);
}
a { color: var(--color-link); }
img { max-width: 100%; }
:focus-visible { outline: var(--focus-ring); outline-offset: 2px; }
.icon { fill: none; stroke: currentColor; stroke-width: 2; stroke-linecap: round; stroke-linejoin: round; }
.icon-filled { fill: currentColor; stroke: none; }
.visually-hidden {
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
}
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after {
    animation-duration: 0.01ms !important;
    animation-iteration-count: 1 !important;
    transition-duration: 0.01ms !important;
    scroll-behavior: auto !important;
  }
}
`;

/** The CSS with its layout whitespace folded: it ships in every page. */
export const GLOBAL_CSS = css
  .replace(/\s*\n\s*/g, " ")
  .replace(/\s*([{};:,])\s*/g, "$1")
  .replace(/;}/g, "}")
  .trim();
