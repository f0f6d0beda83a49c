// The opening hours' words in US Spanish (opening-hours-labels.ts). A module of its own so that English-only
// builds leave it out (src/locales/texts.ts).
import type { WEEK_DAYS } from "./site-fields";

interface OpeningHoursLabels {
  days: Record<(typeof WEEK_DAYS)[number], string>;
  /** The word content writes for a day without opening hours. */
  hours: Record<"Closed", string>;
  /** Content's AM and PM as US Spanish writes them after a time: "9:00 a.m." (es-US, as Intl writes it). */
  periods: Record<"AM" | "PM", string>;
}

const labels: OpeningHoursLabels = {
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
