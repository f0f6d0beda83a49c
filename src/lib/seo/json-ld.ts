// Serialises structured data for a <script type="application/ld+json"> element.

/**
 * JSON that is safe inside an HTML script element: `<`, `>` and `&` become unicode escapes so a value such
 * as `</script>` in a description cannot end the element, and U+2028/U+2029 are escaped for old parsers.
 */
export function jsonLdScriptContent(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
