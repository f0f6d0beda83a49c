// The colour page's messages (/colors/: the palette and its contrast), in every language of the site.
import { areaCatalogs } from "../lib/i18n/catalogs";
import { messages as en } from "./en/colors.po";

export const colorsCatalogs = areaCatalogs(en);
