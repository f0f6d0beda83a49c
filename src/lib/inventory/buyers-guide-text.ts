// The FTC's words on the Buyers Guide (16 CFR 455, as amended by 81 FR 81664, 2016) in each of the site's
// languages, one shape for both, so the vehicle page renders either from the same code. They are the form's own
// words, capitals included, never ours: the English window form of § 455.2 and the Spanish one of § 455.5.
// tests/fixtures/ftc-buyers-guide.ts holds them apart, with the source of each passage and how far it is verified,
// and the tests hold the page to it; docs/content-reference.md#the-buyers-guide says which passages are the regulation's own text.
// `*…*` marks the words the FTC sets in italics (italicSegments, ftc-text.ts).
import type { Locale } from "../i18n/locale";
import type { Warranty } from "../content/vehicle-schema";

export type Coverage = Extract<Warranty, { type: "dealer" }>["coverage"];

export interface BuyersGuideText {
  /** The form's name, as printed at its top. */
  formTitle: string;
  /** "IMPORTANT: Spoken promises are difficult to enforce...", the line under the form's name. */
  spokenPromises: string;
  asIs: { heading: string; text: string };
  implied: { heading: string; text: string };
  dealer: {
    heading: string;
    /** The box checked beside the dealer warranty: "FULL WARRANTY.", "LIMITED WARRANTY.". */
    coverage: Record<Coverage, string>;
    /** The limited-warranty box's first sentence, with the dealer's whole percentages filled in (never for a full one). */
    percentages: (laborPercent: number, partsPercent: number) => string;
    /** The rest of the dealer-warranty box, under either coverage. */
    text: string;
    systemsCovered: string;
    duration: string;
  };
  /** The form's service-contract box, shown when the dealer offers one (site settings `serviceContract`). */
  serviceContract: string;
  /**
   * The Spanish sentence the FTC prints on the English form (since 2017) telling a Spanish-speaking buyer to ask for
   * the Spanish guide. Only the English guide carries it; it is Spanish text on an English page.
   */
  spanishGuideNotice?: string;
  /** The FTC's own page on buying a used car and the Buyers Guide, in this language (its short address). */
  ftcPage: { href: string; address: string };
  /** The box checked, in a few words of sentence case, where a list names it (the compare table). */
  choiceLabel: { asIs: string; implied: string; dealer: Record<Coverage, string> };
}

const en: BuyersGuideText = {
  formTitle: "BUYERS GUIDE",
  spokenPromises:
    "IMPORTANT: Spoken promises are difficult to enforce. Ask the dealer to put all promises in writing. Keep this form.",
  asIs: {
    heading: "AS IS - NO DEALER WARRANTY",
    text: "THE DEALER DOES NOT PROVIDE A WARRANTY FOR ANY REPAIRS AFTER SALE.",
  },
  implied: {
    heading: "IMPLIED WARRANTIES ONLY",
    text: "The dealer doesn't make any promises to fix things that need repair when you buy the vehicle or afterward. But *implied warranties* under your state's laws may give you some rights to have the dealer take care of serious problems that were not apparent when you bought the vehicle.",
  },
  dealer: {
    heading: "DEALER WARRANTY",
    coverage: { full: "FULL WARRANTY.", limited: "LIMITED WARRANTY." },
    percentages: (labor, parts) =>
      `The dealer will pay ${labor}% of the labor and ${parts}% of the parts for the covered systems that fail during the warranty period.`,
    text: "Ask the dealer for a copy of the warranty, and for any documents that explain warranty coverage, exclusions, and the dealer's repair obligations. *Implied warranties* under your state's laws may give you additional rights.",
    systemsCovered: "SYSTEMS COVERED:",
    duration: "DURATION:",
  },
  serviceContract:
    "SERVICE CONTRACT. A service contract on this vehicle is available for an extra charge. Ask for details about coverage, deductible, price, and exclusions. If you buy a service contract within 90 days of your purchase of this vehicle, *implied warranties* under your state's laws may give you additional rights.",
  spanishGuideNotice:
    "Si el concesionario gestiona la venta en español, pídale una copia de la Guía del Comprador en español.",
  ftcPage: { href: "https://www.ftc.gov/usedcars", address: "ftc.gov/usedcars" },
  choiceLabel: {
    asIs: "As is: no dealer warranty",
    implied: "Implied warranties only",
    dealer: { full: "Dealer warranty: full warranty", limited: "Dealer warranty: limited warranty" },
  },
};

// "Concesionario" for the dealer, as the FTC's current Spanish says; "usted" throughout, as the form does.
const es: BuyersGuideText = {
  formTitle: "GUÍA DEL COMPRADOR",
  spokenPromises:
    "IMPORTANTE: Las promesas verbales son difíciles de hacer cumplir. Solicite al concesionario que ponga todas las promesas por escrito. Conserve este formulario.",
  asIs: {
    heading: "COMO ESTÁ - SIN GARANTÍA DEL CONCESIONARIO",
    text: "EL CONCESIONARIO NO OFRECE NINGUNA GARANTÍA PARA LAS REPARACIONES DESPUÉS DE LA VENTA.",
  },
  implied: {
    heading: "SOLO GARANTÍAS IMPLÍCITAS",
    text: "El concesionario no hace ninguna promesa de reparar lo que sea necesario cuando compre el vehículo o posteriormente. Sin embargo, las *garantías implícitas* según las leyes estatales podrían darle algunos derechos para hacer que el concesionario se encargue de ciertos problemas que no fueran evidentes cuando compró el vehículo.",
  },
  dealer: {
    heading: "GARANTÍA DEL CONCESIONARIO",
    coverage: { full: "GARANTÍA COMPLETA.", limited: "GARANTÍA LIMITADA." },
    percentages: (labor, parts) =>
      `El concesionario pagará el ${labor}% de la mano de obra y el ${parts}% de los repuestos de los sistemas cubiertos que dejen de funcionar durante el período de garantía.`,
    text: "Pídale al concesionario una copia de la garantía y de los documentos que explican la cobertura, las exclusiones y las obligaciones de reparación del concesionario. Las *garantías implícitas* según las leyes de su estado podrían darle derechos adicionales.",
    systemsCovered: "SISTEMAS CUBIERTOS:",
    duration: "DURACIÓN:",
  },
  serviceContract:
    "CONTRATO DE MANTENIMIENTO. Con un cargo adicional, puede obtener un contrato de mantenimiento para este vehículo. Pregunte acerca de los detalles de la cobertura, los deducibles, el precio y las exclusiones. Si compra un contrato de mantenimiento dentro de los 90 días desde el momento en que compró el vehículo, las *garantías implícitas* según las leyes de su estado podrían darle derechos adicionales.",
  ftcPage: { href: "https://www.ftc.gov/carrosusados", address: "ftc.gov/carrosusados" },
  choiceLabel: {
    asIs: "Como está: sin garantía del concesionario",
    implied: "Solo garantías implícitas",
    dealer: {
      full: "Garantía del concesionario: garantía completa",
      limited: "Garantía del concesionario: garantía limitada",
    },
  },
};

// The FTC publishes the form in English and Spanish only (§§ 455.2, 455.5): a page in another language shows the
// English form, marked as English (buyers-guide-status.tsx), and a new language needs nothing here.
const FTC_TEXT: Partial<Record<Locale, BuyersGuideText>> = { en, es };

/** The language of the Buyers Guide a page in `locale` shows: its own when the FTC has one, English otherwise. */
export const buyersGuideLanguage = (locale: Locale): Locale => (FTC_TEXT[locale] ? locale : "en");

export const buyersGuideText = (locale: Locale): BuyersGuideText => FTC_TEXT[buyersGuideLanguage(locale)] ?? en;
