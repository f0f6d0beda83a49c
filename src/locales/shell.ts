// The shell's messages (top bar, headers, menu, footer, credit bar), in every language of the site.
import { LOADED_BY_SLICE, type AreaCatalogs } from "../lib/i18n/catalogs";
import { messages as en } from "./en/shell.po";

// The Spanish messages come with the Spanish pages only (spanish-first-load-catalogs.ts).
export const shellCatalogs: AreaCatalogs = { en, es: LOADED_BY_SLICE };
