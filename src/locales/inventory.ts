// The inventory search's and the vehicle lists' messages (docs/languages.md), in every language of the site.
import type { AreaCatalogs } from "../lib/i18n/catalogs";
import { messages as en } from "./en/inventory.po";
import { messages as es } from "./es/inventory.po";

export const inventoryCatalogs: AreaCatalogs = { en, es };
