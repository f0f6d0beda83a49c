// The colour families in US Spanish (colour-family-labels.ts). A module of its own so that English-only builds
// leave it out (src/locales/text-tables.ts): it is then empty.
import type { TextTables } from "../../lib/i18n/text-tables";

const labels: TextTables["colour-family-labels"] = {
  Black: "Negro",
  White: "Blanco",
  Silver: "Plateado",
  Gray: "Gris",
  Red: "Rojo",
  Blue: "Azul",
  Green: "Verde",
  Yellow: "Amarillo",
  Orange: "Naranja",
  // "Café" is what most US Spanish speakers (of Mexican origin) call brown; "marrón" reads as Spain's.
  Brown: "Café",
  Beige: "Beige",
  Gold: "Dorado",
  Purple: "Morado",
  Other: "Otro",
};

export default labels;
