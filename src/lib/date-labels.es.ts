// Month names in US Spanish, lower case as Spanish writes them in a date, and the order of a date's parts
// (format-date.ts). A module of its own so that English-only builds leave it out (src/locales/texts.ts).
interface DateLabels {
  months: readonly string[];
  /** A date in running text: `{day}`, `{month}` (its name) and `{year}`. */
  pattern: string;
}

const labels: DateLabels = {
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
