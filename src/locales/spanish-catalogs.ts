// Every Spanish catalog, for the HTML renderer (gatsby-ssr.tsx) and the unit tests (tests/setup.ts). The browser
// never imports this module: a Spanish page's messages come in its data (gatsby/pages/page-messages.ts) and are
// loaded before it renders (src/components/i18n/page-locale.tsx). The HTML renderer draws each slice apart from
// the page, without the page's context, so it loads them all, once, before any HTML is drawn. Compiled by
// Lingui's loader, which fails the build on an untranslated message (gatsby/webpack/po-catalogs.ts); an
// English-only build's are empty.
import { loadMessages } from "../lib/i18n/catalogs";
import { messages as accessibility } from "./es/accessibility.po";
import { messages as alertPages } from "./es/alert-pages.po";
import { messages as alerts } from "./es/alerts.po";
import { messages as colors } from "./es/colors.po";
import { messages as fields } from "./es/fields.po";
import { messages as financeDisclaimer } from "./es/finance-disclaimer.po";
import { messages as home } from "./es/home.po";
import { messages as inventory } from "./es/inventory.po";
import { messages as leads } from "./es/leads.po";
import { messages as pages } from "./es/pages.po";
import { messages as privacy } from "./es/privacy.po";
import { messages as shell } from "./es/shell.po";
import { messages as shortlist } from "./es/shortlist.po";
import { messages as vehicleCard } from "./es/vehicle-card.po";
import { messages as vehicle } from "./es/vehicle.po";

const SPANISH = [
  accessibility,
  alertPages,
  alerts,
  colors,
  fields,
  financeDisclaimer,
  home,
  inventory,
  leads,
  pages,
  privacy,
  shell,
  shortlist,
  vehicleCard,
  vehicle,
];

export function loadSpanishCatalogs(): void {
  for (const messages of SPANISH) loadMessages("es", messages);
}
