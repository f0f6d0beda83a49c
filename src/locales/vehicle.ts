// The vehicle page's messages (gallery, price breakdown, buttons, specifications, inquiry), in every language.
import type { AreaCatalogs } from "../lib/i18n/catalogs";
import { messages as en } from "./en/vehicle.po";
import { messages as es } from "./es/vehicle.po";

export const vehicleCatalogs: AreaCatalogs = { en, es };
