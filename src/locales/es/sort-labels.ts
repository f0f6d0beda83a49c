// The inventory's sort orders in US Spanish (sort-labels.ts). A module of its own so that English-only builds
// leave it out (src/locales/text-tables.ts): it is then empty.
import type { TextTables } from "../../lib/i18n/text-tables";

const labels: TextTables["sort-labels"] = {
  newest: "Recién llegados",
  "price-asc": "Precio: de menor a mayor",
  "price-desc": "Precio: de mayor a menor",
  "mileage-asc": "Millaje: de menor a mayor",
  "year-desc": "Año: más recientes primero",
  reduced: "Rebajas recientes",
};

export default labels;
