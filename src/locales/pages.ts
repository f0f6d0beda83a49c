// The service pages' messages (contact, financing, payments, trade-in, page titles), in every language.
import { areaCatalogs } from "../lib/i18n/catalogs";
import { messages as en } from "./en/pages.po";

export const pagesCatalogs = areaCatalogs(en);
