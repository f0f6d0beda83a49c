// The finance disclaimer's message (src/components/ui/finance-disclaimer.tsx), in every language: an area of its
// own, as it is drawn on pages of many areas.
import { LOADED_BY_SLICE, type AreaCatalogs } from "../lib/i18n/catalogs";
import { messages as en } from "./en/finance-disclaimer.po";

// The Spanish messages come with the Spanish pages only (spanish-first-load-catalogs.ts).
export const financeDisclaimerCatalogs: AreaCatalogs = { en, es: LOADED_BY_SLICE };
