// The lead forms' messages (docs/languages.md), in every language of the site.
import type { AreaCatalogs } from "../lib/i18n/catalogs";
import { messages as en } from "./en/leads.po";
import { messages as es } from "./es/leads.po";

export const leadsCatalogs: AreaCatalogs = { en, es };
