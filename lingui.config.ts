import type { LinguiConfig } from "@lingui/conf";
import { pseudoLocaleOfBuild } from "./src/lib/build/pseudo-locale";
import { DEFAULT_LOCALE, LOCALES } from "./src/lib/i18n/locale";

// The site's message catalogs (Lingui, PO files): English is the source language; Spanish is translated.
// One catalog per area of the site, so a page's JavaScript carries only the messages of the areas it uses
// (docs/languages.md). `npm run i18n:extract` adds new messages to every catalog; a build fails on a
// Spanish message left untranslated (gatsby/webpack/po-catalogs.ts).
const config: LinguiConfig = {
  // The languages of the list (src/lib/i18n/locale.ts): a language added there gets its catalogs on extract.
  locales: [...LOCALES],
  sourceLocale: DEFAULT_LOCALE,
  fallbackLocales: { default: DEFAULT_LOCALE },
  // A test build's pseudo-locale (I18N_PSEUDO=1): the Spanish messages compiled pseudolocalized.
  pseudoLocale: pseudoLocaleOfBuild(),
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
      include: [
        "<rootDir>/src/components/page-views/privacy-view.tsx",
        "<rootDir>/src/pages/privacy.tsx",
        "<rootDir>/src/components/page-views/privacy-choices-view.tsx",
        "<rootDir>/src/pages/privacy-choices.tsx",
      ],
    },
    {
      path: "<rootDir>/src/locales/{locale}/accessibility",
      include: ["<rootDir>/src/components/page-views/accessibility-view.tsx", "<rootDir>/src/pages/accessibility.tsx"],
    },
    {
      path: "<rootDir>/src/locales/{locale}/colors",
      include: [
        "<rootDir>/src/components/page-views/colors-view.tsx",
        "<rootDir>/src/lib/colors",
        "<rootDir>/src/pages/colors.tsx",
      ],
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
      // the 404, 500 and offline pages' titles, and the offline page's words.
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
        "<rootDir>/src/components/offline-message.tsx",
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
      // The save button (the heart) is drawn on every card and on the vehicle page, which draws cards too (similar
      // vehicles): in this catalog it reaches both pages without the home page loading the shortlist's messages.
      include: [
        "<rootDir>/src/components/vehicle-card",
        "<rootDir>/src/components/saved-list/save-button.tsx",
        "<rootDir>/src/lib/vehicle/history-report.ts",
      ],
    },
    // The lead forms: their labels, hints, choices, consent and status texts. The field errors the lead
    // function sends back stay in src/lib/forms/field-messages.ts (the function's bundle cannot read catalogs).
    {
      path: "<rootDir>/src/locales/{locale}/leads",
      include: [
        "<rootDir>/src/components/leads",
        "<rootDir>/src/components/ui/contact-fields.tsx",
        "<rootDir>/src/lib/leads/form-messages.ts",
        "<rootDir>/src/lib/leads/lead-option-labels.ts",
      ],
    },
    // The words every form field may add to its label ("(optional)"): the lead forms, the payment calculator
    // and the inventory's filters share the field, so it has a catalog of its own rather than theirs.
    {
      path: "<rootDir>/src/locales/{locale}/fields",
      include: ["<rootDir>/src/components/ui/field.tsx"],
    },
    {
      path: "<rootDir>/src/locales/{locale}/vehicle",
      include: ["<rootDir>/src/components/vehicle-detail", "<rootDir>/src/lib/vehicle-pages/vehicle-head.ts"],
    },
    {
      // /saved/ and /compare/ (one template, one chunk). The saved link in the header stays in the shell's catalog;
      // the save button travels with the cards (above).
      path: "<rootDir>/src/locales/{locale}/shortlist",
      include: [
        "<rootDir>/src/components/saved",
        "<rootDir>/src/components/saved-list",
        "<rootDir>/src/lib/saved",
        "<rootDir>/src/templates/shortlist.tsx",
      ],
      exclude: ["<rootDir>/src/components/saved/saved-link.tsx", "<rootDir>/src/components/saved-list/save-button.tsx"],
    },
    {
      // The e-mail alerts' subscribe forms (vehicle pages, /saved/, /inventory/), drawn only when the build offers
      // alerts; the confirm and unsubscribe pages' own words are in alert-pages, so the forms do not carry them.
      path: "<rootDir>/src/locales/{locale}/alerts",
      include: ["<rootDir>/src/components/alerts"],
      exclude: [
        "<rootDir>/src/components/alerts/alert-confirm-view.tsx",
        "<rootDir>/src/components/alerts/alert-token-form.tsx",
        "<rootDir>/src/components/alerts/alert-unsubscribe-view.tsx",
      ],
    },
    {
      // The pages an alert e-mail links to: /alerts/confirm/ and /alerts/unsubscribe/, one button each.
      path: "<rootDir>/src/locales/{locale}/alert-pages",
      include: [
        "<rootDir>/src/components/alerts/alert-confirm-view.tsx",
        "<rootDir>/src/components/alerts/alert-token-form.tsx",
        "<rootDir>/src/components/alerts/alert-unsubscribe-view.tsx",
        "<rootDir>/src/pages/alerts",
      ],
    },
    {
      // A dealer group's lots: /locations/, each lot's page, and the lot a group's vehicle page names. The dealer's
      // address block is drawn here too (see home), so these pages load neither the home's nor the pages' messages.
      path: "<rootDir>/src/locales/{locale}/locations",
      include: [
        "<rootDir>/src/components/locations",
        "<rootDir>/src/components/page-views/dealer-address.tsx",
        "<rootDir>/src/lib/locations",
        "<rootDir>/src/templates/location.tsx",
        "<rootDir>/src/templates/locations.tsx",
      ],
    },
    {
      // The review sites' rating lines ("4.7 out of 5 on Google, 212 reviews, as of …"), written whole at build in
      // each language (src/lib/content/review-lines.ts): no page loads this catalog (it has no src/locales module).
      path: "<rootDir>/src/locales/{locale}/reviews",
      include: ["<rootDir>/src/lib/content/review-lines.ts"],
    },
    {
      // The finance disclaimer, drawn wherever a payment estimate is (home, inventory, lists, vehicle pages,
      // financing, payments, compare): one message in a catalog of its own, so no page loads another area's
      // messages for it and its callers need not pass catalogs.
      path: "<rootDir>/src/locales/{locale}/finance-disclaimer",
      include: [
        "<rootDir>/src/components/ui/finance-disclaimer.tsx",
        "<rootDir>/src/components/ui/total-price-note.tsx",
      ],
    },
  ],
};

export default config;
