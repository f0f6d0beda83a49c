// The words format.ts counts with, in US Spanish: "1 vehículo", "48,210 millas", and the mile's abbreviation
// ("48,210 mi", as Intl's es-US short unit writes it). A module of its own so that English-only builds leave it
// out (src/locales/text-tables.ts): it is then empty.
import type { TextTables } from "../../lib/i18n/text-tables";
const labels: TextTables["format-labels"] = {
  "vehicle.one": "vehículo",
  "vehicle.other": "vehículos",
  "mile.one": "milla",
  "mile.other": "millas",
  "mile.short": "mi",
};

export default labels;
