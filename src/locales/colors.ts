// The colour page's messages (/colors/: the palette and its contrast), in every language of the site.
import { IN_PAGE_DATA, type AreaCatalogs } from "../lib/i18n/catalogs";
import { messages as en } from "./en/colors.po";

// The Spanish messages come in the Spanish pages' data (docs/languages.md).
export const colorsCatalogs: AreaCatalogs = { en, es: IN_PAGE_DATA };
