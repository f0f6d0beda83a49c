// The vehicle cards' messages (price lines, markers, badges' list, history report link), in every language.
import { LOADED_BY_SLICE, type AreaCatalogs } from "../lib/i18n/catalogs";
import { messages as en } from "./en/vehicle-card.po";

// The Spanish messages come with the Spanish pages only (spanish-first-load-catalogs.ts).
export const vehicleCardCatalogs: AreaCatalogs = { en, es: LOADED_BY_SLICE };
