// The palette's colour names in US Spanish (palette-labels.ts). A module of its own so that English-only builds
// leave it out (src/locales/text-tables.ts): it is then empty.
import type { TextTables } from "../../lib/i18n/text-tables";

const labels: TextTables["palette-labels"] = {
  bg: "Fondo de la página",
  surface: "Superficie de tarjetas y paneles",
  "surface-muted": "Superficie atenuada",
  text: "Texto principal",
  "text-muted": "Texto secundario",
  border: "Bordes y separadores",
  brand: "Azul de la marca",
  "on-brand": "Texto sobre el azul de la marca",
  link: "Enlaces y acentos",
  price: "Precios",
  action: "Botones principales",
  "on-action": "Texto de los botones principales",
  focus: "Anillo de enfoque",
  "badge-bg": "Fondo de las etiquetas",
  "badge-text": "Texto de las etiquetas",
  success: "Mensajes de éxito",
  danger: "Errores",
  "warning-bg": "Fondo de los avisos",
  "warning-text": "Texto de los avisos",
  shell: "Barra superior y pie de página",
  "on-shell": "Texto de la barra superior y el pie de página",
  "focus-on-shell": "Anillo de enfoque en la barra superior y el pie de página",
  credit: "Barra de créditos",
  "on-credit": "Texto de la barra de créditos",
};

export default labels;
