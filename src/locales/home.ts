// The home page's messages (docs/languages.md), in every language of the site.
import { areaCatalogs } from "../lib/i18n/catalogs";
import { messages as en } from "./en/home.po";

export const homeCatalogs = areaCatalogs(en);
