// A dealer group's lots: /locations/, each lot's page, and where a vehicle page and the contact page name a lot
// (docs/languages.md), in every language of the site.
import { areaCatalogs } from "../lib/i18n/catalogs";
import { messages as en } from "./en/locations.po";

export const locationsCatalogs = areaCatalogs(en);
