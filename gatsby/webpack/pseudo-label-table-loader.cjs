// @ts-check
// A vocabulary's text table in the pseudo-locale of a test build (I18N_PSEUDO=1: src/lib/build/pseudo-locale.ts),
// for the HTML renderer, which imports the modules themselves: every string value of the table's source is
// pseudolocalized by Lingui's compiler, as the browser's tables are in the page's data (page-messages.ts). The
// modules are object and array literals of strings (tests/i18n/pseudo-locale.test.ts reads each one through it).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS loader, as webpack requires it
const { createCompiledCatalog } = require("@lingui/cli/api");

// A double-quoted string not followed by a colon (a value, not a key) outside `import … from "…"` lines.
const VALUE = /("(?:[^"\\\n]|\\.)*")(?!\s*:)/g;

/** @param {string} source */
function pseudolocalizedSource(source) {
  return source
    .split("\n")
    .map((line) => {
      if (/^\s*(import|export \* from)\b/.test(line) || /\bfrom\s+"/.test(line)) return line;
      return line.replace(VALUE, (literal) => {
        const text = JSON.parse(literal);
        const { source: compiled } = createCompiledCatalog(
          "pseudo",
          { text },
          { namespace: "json", pseudoLocale: "pseudo" },
        );
        /** @type {string | (string | [string])[]} */
        const value = JSON.parse(compiled).messages.text;
        // Placeholders (`["price"]`) back as they were written (`{price}`).
        const pattern = Array.isArray(value)
          ? value.map((part) => (typeof part === "string" ? part : `{${part[0]}}`)).join("")
          : value;
        return JSON.stringify(pattern);
      });
    })
    .join("\n");
}

/** @param {string} source */
module.exports = function pseudoLabelTableLoader(source) {
  return pseudolocalizedSource(source);
};
module.exports.pseudolocalizedSource = pseudolocalizedSource;
