// The testimonials' titles in US Spanish (testimonial-title-labels.ts). A module of its own so that English-only
// builds leave it out (src/locales/text-tables.ts).
import type { TextTables } from "../../lib/i18n/text-tables";

const labels: TextTables["testimonial-title-labels"] = {
  titles: {
    "Satisfied Customer": "Cliente satisfecho",
    "Happy Buyer": "Comprador feliz",
    "Long-time Customer": "Cliente de muchos años",
    "First-time Buyer": "Comprador por primera vez",
    "Returning Customer": "Cliente que volvió a comprar",
  },
};

export default labels;
