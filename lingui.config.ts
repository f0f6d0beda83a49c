import type { LinguiConfig } from "@lingui/conf";

// The site's message catalogs (Lingui, PO files): English is the source language; Spanish is translated.
// One catalog per area of the site, so a page's JavaScript carries only the messages of the areas it uses
// (docs/languages.md). `npm run i18n:extract` adds new messages to every catalog; a build fails on a
// Spanish message left untranslated (gatsby/webpack/po-catalogs.ts).
const config: LinguiConfig = {
  locales: ["en", "es"],
  sourceLocale: "en",
  fallbackLocales: { default: "en" },
  format: "po",
  catalogs: [
    {
      path: "<rootDir>/src/locales/{locale}/shell",
      include: [
        "<rootDir>/src/slices",
        "<rootDir>/src/components/shell",
        "<rootDir>/src/components/layout.tsx",
        "<rootDir>/src/components/saved/saved-link.tsx",
        "<rootDir>/src/lib/shell",
      ],
    },
    {
      path: "<rootDir>/src/locales/{locale}/privacy",
      include: ["<rootDir>/src/components/page-views/privacy-view.tsx"],
    },
    {
      path: "<rootDir>/src/locales/{locale}/accessibility",
      include: ["<rootDir>/src/components/page-views/accessibility-view.tsx"],
    },
    {
      path: "<rootDir>/src/locales/{locale}/colors",
      include: ["<rootDir>/src/components/page-views/colors-view.tsx", "<rootDir>/src/lib/colors"],
    },
  ],
};

export default config;
