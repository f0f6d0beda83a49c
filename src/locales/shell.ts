// The shell's messages (top bar, headers, menu, footer, credit bar), in every language of the site.
import { areaCatalogs } from "../lib/i18n/catalogs";
import { messages as en } from "./en/shell.po";

export const shellCatalogs = areaCatalogs(en);
