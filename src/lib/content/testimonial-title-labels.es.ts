// The testimonials' titles in US Spanish (testimonial-title-labels.ts). A module of its own so that English-only
// builds leave it out (src/locales/texts.ts).
import type { TESTIMONIAL_TITLES } from "./site-fields";

interface TestimonialTitleLabels {
  titles: Record<(typeof TESTIMONIAL_TITLES)[number], string>;
}

const labels: TestimonialTitleLabels = {
  titles: {
    "Satisfied Customer": "Cliente satisfecho",
    "Happy Buyer": "Comprador feliz",
    "Long-time Customer": "Cliente de muchos años",
    "First-time Buyer": "Comprador por primera vez",
    "Returning Customer": "Cliente que volvió a comprar",
  },
};

export default labels;
