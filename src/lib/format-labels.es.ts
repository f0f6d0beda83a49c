// The words format.ts counts with, in US Spanish: "1 vehículo", "48,210 millas", and the mile's abbreviation
// ("48,210 mi", as Intl's es-US short unit writes it). A module of its own so that English-only builds leave it
// out (src/locales/texts.ts): it is then empty.
const labels: Record<`${"vehicle" | "mile"}.${"one" | "other"}` | "mile.short", string> = {
  "vehicle.one": "vehículo",
  "vehicle.other": "vehículos",
  "mile.one": "milla",
  "mile.other": "millas",
  "mile.short": "mi",
};

export default labels;
