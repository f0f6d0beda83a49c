// The Spanish messages of the areas every page's first load draws: the shell, the finance disclaimer and the
// vehicle cards. Loaded by the Spanish pages' `catalogs` slice (src/slices/spanish-catalogs.tsx), which Gatsby
// loads before it renders a Spanish page (the first load and every navigation) and which the HTML renderer
// requires before any page: English pages, which map no such slice, do not carry them (docs/languages.md).
import { loadMessages } from "../lib/i18n/catalogs";
import { messages as financeDisclaimer } from "./es/finance-disclaimer.po";
import { messages as shell } from "./es/shell.po";
import { messages as vehicleCard } from "./es/vehicle-card.po";

export function loadSpanishFirstLoadCatalogs(): void {
  for (const messages of [shell, financeDisclaimer, vehicleCard]) loadMessages("es", messages);
}
