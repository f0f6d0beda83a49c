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
    {
      // The home page. The dealer's address block is drawn on the home and contact pages: it is in both
      // catalogs, and each page passes its own, so neither loads the other's messages.
      path: "<rootDir>/src/locales/{locale}/home",
      include: [
        "<rootDir>/src/components/home",
        "<rootDir>/src/components/page-views/dealer-address.tsx",
        "<rootDir>/src/pages/index.tsx",
      ],
    },
    {
      // The service pages (contact, financing, payment calculator, trade-in), their titles and descriptions,
      // and the 404, 500 and offline pages' titles.
      path: "<rootDir>/src/locales/{locale}/pages",
      include: [
        "<rootDir>/src/components/calculator",
        "<rootDir>/src/components/page-views/contact-view.tsx",
        "<rootDir>/src/components/page-views/dealer-address.tsx",
        "<rootDir>/src/components/page-views/financing-view.tsx",
        "<rootDir>/src/components/page-views/payments-view.tsx",
        "<rootDir>/src/components/page-views/trade-in-view.tsx",
        "<rootDir>/src/pages/404.tsx",
        "<rootDir>/src/pages/500.tsx",
        "<rootDir>/src/pages/contact.tsx",
        "<rootDir>/src/pages/financing.tsx",
        "<rootDir>/src/pages/offline.tsx",
        "<rootDir>/src/pages/payments.tsx",
        "<rootDir>/src/pages/trade-in.tsx",
      ],
    },
    {
      // The inventory search (/inventory/) and the static vehicle lists (/vehicles/, /vehicles/make/<make>/):
      // filters, sort, keyword, counts, chips, empty states, pagination, shop by make, their titles.
      path: "<rootDir>/src/locales/{locale}/inventory",
      include: [
        "<rootDir>/src/components/inventory",
        "<rootDir>/src/lib/inventory",
        "<rootDir>/src/lib/vehicle-pages/list-page.ts",
        "<rootDir>/src/templates/inventory.tsx",
        "<rootDir>/src/templates/vehicle-list.tsx",
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
