// The vocabularies' label tables of the languages other than English (`…-labels.es.ts`), in the browser: the
// site's build replaces each such module by one that reads its table here (gatsby/webpack/po-catalogs.ts), and
// a page of that language brings the tables it uses in its data (its context's `labels`:
// gatsby/pages/page-messages.ts), loaded before it renders (src/components/i18n/page-locale.tsx). No page's
// JavaScript carries them. The HTML renderer and the unit tests import the modules themselves.

type LabelTable = Record<string, unknown>;

const tables = new Map<string, LabelTable>();

/**
 * The table of a label module (`vehicle-field-labels.es`): one object, empty until a page's data fills it. The
 * module's importers keep the object, so they must read its entries when they label, not when they load.
 * @internal imported by the modules gatsby/webpack/label-table-loader.cjs writes, which knip does not see
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
