// The saved vehicles and compare pages' messages (src/components/saved, the compare rows), in every language.
import type { AreaCatalogs } from "../lib/i18n/catalogs";
import { messages as en } from "./en/shortlist.po";
import { messages as es } from "./es/shortlist.po";

export const shortlistCatalogs: AreaCatalogs = { en, es };
