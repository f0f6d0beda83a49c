// The inventory search's and the vehicle lists' messages (docs/languages.md), in every language of the site.
import { areaCatalogs } from "../lib/i18n/catalogs";
import { messages as en } from "./en/inventory.po";

export const inventoryCatalogs = areaCatalogs(en);
