// The vehicle cards' messages (price lines, markers, badges' list, history report link), in every language.
import { areaCatalogs } from "../lib/i18n/catalogs";
import { messages as en } from "./en/vehicle-card.po";

export const vehicleCardCatalogs = areaCatalogs(en);
