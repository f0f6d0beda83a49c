// The inventory's sort orders in US Spanish (sort-labels.ts). A module of its own so that English-only builds
// leave it out (src/locales/texts.ts): it is then empty.
import type { SortKey } from "./query";

const labels: Record<SortKey, string> = {
  newest: "Recién llegados",
  "price-asc": "Precio: de menor a mayor",
  "price-desc": "Precio: de mayor a menor",
  "mileage-asc": "Millaje: de menor a mayor",
  "year-desc": "Año: más recientes primero",
  reduced: "Rebajas recientes",
};

export default labels;
