// The finance disclaimer's message (src/components/ui/finance-disclaimer.tsx), in every language: an area of its
// own, as it is drawn on pages of many areas.
import { areaCatalogs } from "../lib/i18n/catalogs";
import { messages as en } from "./en/finance-disclaimer.po";

export const financeDisclaimerCatalogs = areaCatalogs(en);
