// The vehicle vocabularies in US Spanish (vehicle-field-labels.ts), with the words chosen in
// docs/spanish-glossary.md. A module of its own so that English-only builds leave it out (translations.ts).
import type { TextTables } from "../../lib/i18n/text-tables";

const labels: TextTables["vehicle-field-labels"] = {
  bodyStyle: {
    Sedan: "Sedán",
    SUV: "SUV",
    // Not "camioneta": many shoppers say that of an SUV or a van too.
    Truck: "Pickup",
    Coupe: "Cupé",
    Hatchback: "Hatchback",
    Convertible: "Convertible",
    Minivan: "Minivan",
    Wagon: "Station wagon",
  },
  transmission: { Automatic: "Automática", Manual: "Manual", CVT: "Automática (CVT)" },
  // The English abbreviations stay in brackets: they are what window stickers and listings elsewhere say.
  drivetrain: {
    FWD: "Tracción delantera (FWD)",
    RWD: "Tracción trasera (RWD)",
    AWD: "Tracción integral (AWD)",
    "4WD": "Tracción 4x4 (4WD)",
  },
  fuelType: {
    Gasoline: "Gasolina",
    Diesel: "Diésel",
    Hybrid: "Híbrido",
    "Plug-in Hybrid": "Híbrido enchufable",
    Electric: "Eléctrico",
  },
  status: { available: "Disponible", pending: "Venta pendiente", sold: "Vendido" },
  // Badge labels are the dealer's own words (content/site.json `badges`); these are the Spanish ones to show
  // when the dealer has not written a Spanish label for a badge.
  badge: {
    lowPrice: "Precio bajo",
    lowMiles: "Poco millaje",
    dealerInspected: "Inspeccionado por el concesionario",
    localDelivery: "Entrega local",
    getItTomorrow: "Lléveselo mañana",
  },
};

export default labels;
