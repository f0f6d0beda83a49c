// The form field's own words, "(optional)" (docs/languages.md), in every language of the site.
import { areaCatalogs } from "../lib/i18n/catalogs";
import { messages as en } from "./en/fields.po";

export const fieldsCatalogs = areaCatalogs(en);
