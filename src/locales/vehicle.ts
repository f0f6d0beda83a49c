// The vehicle page's messages (gallery, price breakdown, buttons, specifications, inquiry), in every language.
import { areaCatalogs } from "../lib/i18n/catalogs";
import { messages as en } from "./en/vehicle.po";

export const vehicleCatalogs = areaCatalogs(en);
