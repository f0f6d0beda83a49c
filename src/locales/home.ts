// The home page's messages (docs/languages.md), in every language of the site.
import type { AreaCatalogs } from "../lib/i18n/catalogs";
import { messages as en } from "./en/home.po";
import { messages as es } from "./es/home.po";

export const homeCatalogs: AreaCatalogs = { en, es };
