// The accessibility statement's messages, in every language of the site.
import { areaCatalogs } from "../lib/i18n/catalogs";
import { messages as en } from "./en/accessibility.po";

export const accessibilityCatalogs = areaCatalogs(en);
