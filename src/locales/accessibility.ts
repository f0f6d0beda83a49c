// The accessibility statement's messages, in every language of the site.
import type { AreaCatalogs } from "../lib/i18n/catalogs";
import { messages as en } from "./en/accessibility.po";
import { messages as es } from "./es/accessibility.po";

export const accessibilityCatalogs: AreaCatalogs = { en, es };
