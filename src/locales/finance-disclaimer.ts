// The finance disclaimer's message (src/components/ui/finance-disclaimer.tsx), in every language: an area of its
// own, as it is drawn on pages of many areas.
import { IN_PAGE_DATA, type AreaCatalogs } from "../lib/i18n/catalogs";
import { messages as en } from "./en/finance-disclaimer.po";

// The Spanish messages come in the Spanish pages' data (docs/languages.md).
export const financeDisclaimerCatalogs: AreaCatalogs = { en, es: IN_PAGE_DATA };
