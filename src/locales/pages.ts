// The service pages' messages (contact, financing, payments, trade-in, page titles), in every language.
import { IN_PAGE_DATA, type AreaCatalogs } from "../lib/i18n/catalogs";
import { messages as en } from "./en/pages.po";

// The Spanish messages come in the Spanish pages' data (docs/languages.md).
export const pagesCatalogs: AreaCatalogs = { en, es: IN_PAGE_DATA };
