// The vehicle cards' messages (price lines, markers, badges' list, history report link), in every language.
import { IN_PAGE_DATA, type AreaCatalogs } from "../lib/i18n/catalogs";
import { messages as en } from "./en/vehicle-card.po";

// The Spanish messages come in the Spanish pages' data (docs/languages.md).
export const vehicleCardCatalogs: AreaCatalogs = { en, es: IN_PAGE_DATA };
