// The opening hours' words in US Spanish (opening-hours-labels.ts). A module of its own so that English-only
// builds leave it out (src/locales/text-tables.ts).
import type { TextTables } from "../../lib/i18n/text-tables";

const labels: TextTables["opening-hours-labels"] = {
  days: {
    Monday: "Lunes",
    Tuesday: "Martes",
    Wednesday: "Miércoles",
    Thursday: "Jueves",
    Friday: "Viernes",
    Saturday: "Sábado",
    Sunday: "Domingo",
  },
  hours: { Closed: "Cerrado" },
  periods: { AM: "a.m.", PM: "p.m." },
};

export default labels;
