// The sides of the range filters in US Spanish (number-filter-labels.ts): `{price}`, `{year}` and `{miles}` stand
// for the value as the page writes it. A module of its own so that English-only builds leave it out
// (src/locales/text-tables.ts): it is then empty.
import type { TextTables } from "../../lib/i18n/text-tables";

const labels: TextTables["number-filter-labels"] = {
  priceMin: "Desde {price}",
  priceMax: "Hasta {price}",
  yearMin: "{year} o más reciente",
  yearMax: "{year} o anterior",
  mileageMax: "Hasta {miles}",
};

export default labels;
