// The colour page's messages (/colors/: the palette and its contrast), in every language of the site.
import type { AreaCatalogs } from "../lib/i18n/catalogs";
import { messages as en } from "./en/colors.po";
import { messages as es } from "./es/colors.po";

export const colorsCatalogs: AreaCatalogs = { en, es };
