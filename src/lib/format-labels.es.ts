// The words format.ts counts with, in US Spanish: "1 vehículo", "48,210 millas". A module of its own so that
// English-only builds leave it out (src/locales/texts.ts): it is then empty.
const labels = {
  "vehicle.one": "vehículo",
  "vehicle.other": "vehículos",
  "mile.one": "milla",
  "mile.other": "millas",
} as const satisfies Record<`${"vehicle" | "mile"}.${"one" | "other"}`, string>;

export default labels;
