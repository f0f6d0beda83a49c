// The service pages' messages (contact, financing, payments, trade-in, page titles), in every language.
import type { AreaCatalogs } from "../lib/i18n/catalogs";
import { messages as en } from "./en/pages.po";
import { messages as es } from "./es/pages.po";

export const pagesCatalogs: AreaCatalogs = { en, es };
