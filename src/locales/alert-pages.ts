// The confirm and unsubscribe pages' messages (src/pages/alerts and their views), in every language.
import type { AreaCatalogs } from "../lib/i18n/catalogs";
import { messages as en } from "./en/alert-pages.po";
import { messages as es } from "./es/alert-pages.po";

export const alertPagesCatalogs: AreaCatalogs = { en, es };
