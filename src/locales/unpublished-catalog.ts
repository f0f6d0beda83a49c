import type { Messages } from "@lingui/core";

// Stands in for the catalogs of a language the site does not publish (the `languages` setting): an
// English-only build carries no Spanish messages (gatsby/webpack/po-catalogs.ts).
export const messages: Messages = {};
