// A dealer warranty's terms in US Spanish (warranty-labels.ts): the covered systems and the words of a duration.
// A module of its own so that English-only builds leave it out (src/locales/text-tables.ts).
import type { TextTables } from "../../lib/i18n/text-tables";

const labels: TextTables["warranty-labels"] = {
  systems: {
    Engine: "Motor",
    Transmission: "Transmisión",
    "Drive shaft": "Flecha cardán",
    "Drive axle": "Eje motriz",
    Differential: "Diferencial",
    "Transfer case": "Caja de transferencia",
    "Cooling system": "Sistema de enfriamiento",
    "Fuel system": "Sistema de combustible",
    "Electrical system": "Sistema eléctrico",
    Brakes: "Frenos",
    Steering: "Dirección",
    Suspension: "Suspensión",
    "Air conditioning": "Aire acondicionado",
    Heating: "Calefacción",
    "Exhaust system": "Sistema de escape",
    "Catalytic converter": "Convertidor catalítico",
    "Air bags": "Bolsas de aire",
    "Frame and body": "Chasis y carrocería",
    Wheels: "Rines",
    Tires: "Llantas",
  },
  days: { one: "día", other: "días" },
  months: { one: "mes", other: "meses" },
  miles: { one: "milla", other: "millas" },
  or: "o",
  whicheverFirst: "lo que ocurra primero",
};

export default labels;
