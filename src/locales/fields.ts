// The form field's own words, "(optional)" (docs/languages.md), in every language of the site.
import type { AreaCatalogs } from "../lib/i18n/catalogs";
import { messages as en } from "./en/fields.po";
import { messages as es } from "./es/fields.po";

export const fieldsCatalogs: AreaCatalogs = { en, es };
