// The confirm and unsubscribe pages' messages (src/pages/alerts and their views), in every language.
import { areaCatalogs } from "../lib/i18n/catalogs";
import { messages as en } from "./en/alert-pages.po";

export const alertPagesCatalogs = areaCatalogs(en);
