// Month names in US Spanish, lower case as Spanish writes them in a date (format-date.ts). A module of its own so
// that English-only builds leave it out (i18n/translations.ts).
import type { Unpublishable } from "./i18n/translations";

interface DateLabels {
  months: readonly string[];
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
};

export default labels as Unpublishable<DateLabels>;
