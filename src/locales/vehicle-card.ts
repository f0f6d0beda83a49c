// The vehicle cards' messages (price lines, markers, badges' list, history report link), in every language.
import type { AreaCatalogs } from "../lib/i18n/catalogs";
import { messages as en } from "./en/vehicle-card.po";
import { messages as es } from "./es/vehicle-card.po";

export const vehicleCardCatalogs: AreaCatalogs = { en, es };
