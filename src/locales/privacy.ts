// The privacy notice's messages, in every language of the site.
import type { AreaCatalogs } from "../lib/i18n/catalogs";
import { messages as en } from "./en/privacy.po";
import { messages as es } from "./es/privacy.po";

export const privacyCatalogs: AreaCatalogs = { en, es };
