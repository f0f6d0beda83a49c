// @ts-check
// Webpack loader for @lingui/core's browser build (gatsby/webpack/po-catalogs.ts): its two long developer
// diagnostics, a locale never activated and a message left uncompiled, shortened to one line each. Neither can
// happen on this site (a locale is set for every instance, src/lib/i18n/catalogs.ts; every message is compiled
// at build, tests/build/english-messages.test.ts), and together they cost 245 bytes gzip on every first visit.
// If a Lingui upgrade changes the texts, the loader warns and leaves the code as it is.
const DIAGNOSTICS = [
  [/"Lingui: Attempted to call a translation function without setting a locale\.[^"]*"/, '"Lingui: no locale active"'],
  [/`Uncompiled message detected! Message:[^`]*`/, "`Lingui: uncompiled message: ${translation}`"],
];

/** @this {{ emitWarning(error: Error): void }} @param {string} source */
module.exports = function linguiDiagnostics(source) {
  let result = source;
  for (const [pattern, short] of DIAGNOSTICS) {
    if (!pattern.test(result)) this.emitWarning(new Error(`@lingui/core no longer has ${pattern}: left as it is`));
    result = result.replace(pattern, /** @type {string} */ (short));
  }
  return result;
};
