// Stands in for src/locales/texts.ts in the browser bundles (gatsby/webpack/po-catalogs.ts): a language's tables
// are the objects its page's data fills (label-tables.ts; gatsby/pages/page-messages.ts puts in a page's data the
// tables its modules name), so no page's JavaScript carries another language's words. A table a page did not
// bring is empty, and its labels show in English.
import type { textTableIn as textTableInRegistry } from "../../locales/texts";
import { labelTableOf } from "./label-tables";

/** @internal the browser's `textTableIn`, which webpack puts in place of the registry's (knip does not see it) */
export const textTableIn = ((locale, name) => labelTableOf(`${name}.${locale}`)) as typeof textTableInRegistry;
