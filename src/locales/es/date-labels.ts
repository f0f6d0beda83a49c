// Month names in US Spanish, lower case as Spanish writes them in a date, and the order of a date's parts
// (format-date.ts). A module of its own so that English-only builds leave it out (src/locales/text-tables.ts).
import type { TextTables } from "../../lib/i18n/text-tables";

const labels: TextTables["date-labels"] = {
  months: [
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "septiembre",
    "octubre",
    "noviembre",
    "diciembre",
  ],
  pattern: "{day} de {month} de {year}",
};

export default labels;
