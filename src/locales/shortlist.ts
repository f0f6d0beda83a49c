// The saved vehicles and compare pages' messages (src/components/saved, the compare rows), in every language.
import { areaCatalogs } from "../lib/i18n/catalogs";
import { messages as en } from "./en/shortlist.po";

export const shortlistCatalogs = areaCatalogs(en);
