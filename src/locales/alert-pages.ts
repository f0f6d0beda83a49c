// The confirm and unsubscribe pages' messages (src/pages/alerts and their views), in every language.
import { IN_PAGE_DATA, type AreaCatalogs } from "../lib/i18n/catalogs";
import { messages as en } from "./en/alert-pages.po";

// The Spanish messages come in the Spanish pages' data (docs/languages.md).
export const alertPagesCatalogs: AreaCatalogs = { en, es: IN_PAGE_DATA };
