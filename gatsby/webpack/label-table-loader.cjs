// @ts-check
// A vocabulary's label table in a language other than English (`vehicle-field-labels.es.ts`), in the browser
// bundles: the module becomes the table the page's data fills (src/lib/i18n/label-tables.ts), so no page's
// JavaScript carries the words (po-catalogs.ts says when it applies).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS loader, as webpack requires it
const path = require("node:path");

const LABEL_TABLES = path.resolve(__dirname, "../../src/lib/i18n/label-tables.ts");

/** @this {{ resourcePath: string }} */
module.exports = function labelTableLoader() {
  const name = path.basename(this.resourcePath).replace(/\.tsx?$/, "");
  return `import { labelTableOf } from ${JSON.stringify(LABEL_TABLES)};\nexport default labelTableOf(${JSON.stringify(name)});\n`;
};
