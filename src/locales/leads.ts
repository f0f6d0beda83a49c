// The lead forms' messages (docs/languages.md), in every language of the site.
import { areaCatalogs } from "../lib/i18n/catalogs";
import { messages as en } from "./en/leads.po";

export const leadsCatalogs = areaCatalogs(en);
