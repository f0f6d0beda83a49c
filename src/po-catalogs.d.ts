// A Lingui PO catalog, compiled at build by @lingui/loader (gatsby/webpack/po-catalogs.ts) and in the unit
// tests by @lingui/vite-plugin (vitest.config.mts).
declare module "*.po" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}
