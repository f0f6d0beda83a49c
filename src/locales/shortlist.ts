// The saved vehicles and compare pages' messages (src/components/saved, the compare rows), in every language.
import { IN_PAGE_DATA, type AreaCatalogs } from "../lib/i18n/catalogs";
import { messages as en } from "./en/shortlist.po";

// The Spanish messages come in the Spanish pages' data (docs/languages.md).
export const shortlistCatalogs: AreaCatalogs = { en, es: IN_PAGE_DATA };
