// The shell's messages (top bar, headers, menu, footer, credit bar), in every language of the site.
import type { AreaCatalogs } from "../lib/i18n/catalogs";
import { messages as en } from "./en/shell.po";
import { messages as es } from "./es/shell.po";

export const shellCatalogs: AreaCatalogs = { en, es };
