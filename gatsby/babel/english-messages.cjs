// @ts-check
// Gatsby's Babel step (gatsby/webpack/po-catalogs.ts adds it), after Lingui's macro: each message descriptor
// `{ id, message: "Call us at {phone}" }` gets its English text compiled in place, `message: ["Call us at ",
// ["phone"]]`, as @lingui/loader compiles a catalog. Lingui shows a descriptor's compiled `message` when the
// language's catalog lacks the id, so the English catalogs are left out of the bundles: the English words
// travel once, where they are used. With `dropIds` (a build without other languages) the ids go too, and a
// plain text shown at once (`i18n._(msg\`Menu\`)`, no placeholder) is left as the text itself, `"Menu"`: what
// Lingui would return.
// CommonJS and plain JavaScript: Gatsby has Babel load plugins by path, synchronously, in its worker processes.
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS module (above) */
const { createCompiledCatalog } = require("@lingui/cli/api");
/* eslint-enable @typescript-eslint/no-require-imports */

/**
 * One message's English text compiled as @lingui/loader compiles a catalog's: `["Call us at ", ["phone"]]`.
 * @param {string} message
 * @returns {unknown[]}
 */
function compiled(message) {
  const { source } = createCompiledCatalog("en", { message }, { strict: false, namespace: "json" });
  const value = JSON.parse(source).messages.message;
  return Array.isArray(value) ? value : [value];
}

/**
 * @param {{ types: typeof import("@babel/core").types }} babel
 * @param {{ dropIds?: boolean }} [options]
 * @returns {import("@babel/core").PluginObj}
 */
module.exports = function englishMessages({ types: t }, options = {}) {
  /** @param {import("@babel/core").NodePath<import("@babel/core").types.ObjectExpression>} path */
  function compileDescriptor(path) {
    const { node } = path;
    /** @type {Map<string, import("@babel/core").types.ObjectProperty>} */
    const fields = new Map();
    for (const property of node.properties)
      if (property.type === "ObjectProperty" && !property.computed && property.key.type === "Identifier")
        fields.set(property.key.name, property);
    const id = fields.get("id");
    const message = fields.get("message");
    const context = fields.get("context");
    if (id?.value.type !== "StringLiteral" || message?.value.type !== "StringLiteral") return;
    // Only Lingui's descriptors: the macro marks each with a /*i18n*/ comment (for its extractor).
    if (!node.leadingComments?.some((comment) => comment.value.trim() === "i18n")) return;
    const parts = compiled(message.value.value);
    const call = path.parentPath;
    if (
      options.dropIds &&
      !fields.has("values") &&
      parts.every((part) => typeof part === "string" && !part.includes("\\")) &&
      call?.isCallExpression() &&
      call.node.arguments.length === 1 &&
      call.node.arguments[0] === node &&
      t.isMemberExpression(call.node.callee) &&
      t.isIdentifier(call.node.callee.property, { name: "_" })
    ) {
      call.replaceWith(t.stringLiteral(parts.join("")));
      return;
    }
    message.value = t.valueToNode(parts);
    const dropped = new Set([fields.get("comment"), context, options.dropIds ? id : undefined]);
    node.properties = node.properties.filter((property) => !dropped.has(/** @type {never} */ (property)));
  }

  return {
    name: "english-messages",
    visitor: {
      // On the way out: babel-plugin-macros expands Lingui's macro on the way in.
      Program: {
        exit(program) {
          program.traverse({ ObjectExpression: compileDescriptor });
        },
      },
    },
  };
};
