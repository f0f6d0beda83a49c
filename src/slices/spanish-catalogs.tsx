import { loadSpanishFirstLoadCatalogs } from "../locales/spanish-first-load-catalogs";

// Loaded, not drawn: Gatsby loads a page's slices before it renders the page, so the Spanish messages are in
// place for the Spanish pages (the only ones that map the `catalogs` alias: src/lib/i18n/shell-slices.ts).
loadSpanishFirstLoadCatalogs();

/** The `catalogs` slice of the Spanish pages: draws nothing. */
export default function SpanishCatalogsSlice() {
  return null;
}
