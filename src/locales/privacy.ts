// The privacy notice's messages, in every language of the site.
import { areaCatalogs } from "../lib/i18n/catalogs";
import { messages as en } from "./en/privacy.po";

export const privacyCatalogs = areaCatalogs(en);
