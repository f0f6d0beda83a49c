// The vehicle page's messages (gallery, price breakdown, buttons, specifications, inquiry), in every language.
import { IN_PAGE_DATA, type AreaCatalogs } from "../lib/i18n/catalogs";
import { messages as en } from "./en/vehicle.po";

// The Spanish messages come in the Spanish pages' data (docs/languages.md).
export const vehicleCatalogs: AreaCatalogs = { en, es: IN_PAGE_DATA };
