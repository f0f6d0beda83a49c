// The shell's messages (top bar, headers, menu, footer, credit bar), in every language of the site.
import { IN_PAGE_DATA, type AreaCatalogs } from "../lib/i18n/catalogs";
import { messages as en } from "./en/shell.po";

// The Spanish messages come in the Spanish pages' data (docs/languages.md).
export const shellCatalogs: AreaCatalogs = { en, es: IN_PAGE_DATA };
