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
    // The vehicle cards apart from the vehicle page: cards are drawn on nearly every page (home, inventory,
    // lists), the page's own messages only on a vehicle's page.
    {
      path: "<rootDir>/src/locales/{locale}/vehicle-card",
      include: ["<rootDir>/src/components/vehicle-card", "<rootDir>/src/lib/vehicle/history-report.ts"],
    },
    {
      path: "<rootDir>/src/locales/{locale}/vehicle",
      include: ["<rootDir>/src/components/vehicle-detail"],
    },
  ],
};

export default config;
