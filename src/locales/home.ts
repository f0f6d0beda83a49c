// The home page's messages (docs/languages.md), in every language of the site.
import { IN_PAGE_DATA, type AreaCatalogs } from "../lib/i18n/catalogs";
import { messages as en } from "./en/home.po";

// The Spanish messages come in the Spanish pages' data (docs/languages.md).
export const homeCatalogs: AreaCatalogs = { en, es: IN_PAGE_DATA };
