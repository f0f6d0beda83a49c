// The text tables of the languages other than English, in the browser: the site's build replaces their registry
// by browser-texts.ts, which reads them here (gatsby/webpack/po-catalogs.ts), and a page of that language brings
// the tables it uses in its data (its context's `labels`: gatsby/pages/page-messages.ts), loaded before it
// renders (src/components/i18n/page-locale.tsx). No page's JavaScript carries them. The HTML renderer, the
// functions and the unit tests import the registry itself (src/locales/texts.ts).

type LabelTable = Record<string, unknown>;

const tables = new Map<string, LabelTable>();

/**
 * The table `<name>.<code>` (`vehicle-field-labels.es`): one object, empty until a page's data fills it. Its
 * readers keep the object, so they must read its entries when they label, not when they load (browser-texts.ts).
 */
export function labelTableOf(name: string): LabelTable {
  let table = tables.get(name);
  if (!table) tables.set(name, (table = {}));
  return table;
}

/** A page's label tables by module name, into the objects the modules gave (before or after they load). */
export function loadLabelTables(data: Readonly<Record<string, LabelTable>>): void {
  for (const [name, values] of Object.entries(data)) Object.assign(labelTableOf(name), values);
}
