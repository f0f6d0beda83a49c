// Stands in for @emotion/is-prop-valid (gatsby/webpack/emotion-prop-filter.ts): Emotion's `styled` asks it which
// props of a styled HTML element reach the DOM. Its list of every HTML and SVG attribute was about 2 KB gzip on
// every first load; TypeScript already limits a styled element's props to its own attributes, so the only ones
// to hold back are the theme, `as` (the element to draw instead: Emotion uses it only when this filter holds it
// back) and the style-only props a styled element declares, named `$…` (as in `styled.span<{ $large: boolean }>`;
// tests/project/styled-props.test.ts checks the names).
export default function isForwardedProp(prop: string): boolean {
  return prop !== "theme" && prop !== "as" && !prop.startsWith("$");
}
