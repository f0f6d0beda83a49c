// The words of the FTC Buyers Guide (16 CFR 455) in each of the site's languages, one shape for both, so the
// vehicle page renders either from the same code. The Spanish follows the FTC's Spanish form ("Guía del
// Comprador", § 455.5) wherever its wording is known; docs/inventory.md says which sentences are the FTC's own.
import type { Locale } from "../i18n/locale";
import type { Warranty } from "../content/vehicle-schema";

type Coverage = Extract<Warranty, { type: "dealer" }>["coverage"];

export interface BuyersGuideText {
  /** The form's name, as printed at its top. */
  formTitle: string;
  /** "IMPORTANT: Spoken promises are difficult to enforce...", the line under the form's name. */
  spokenPromises: string;
  asIs: { title: string; explanation: string };
  implied: { title: string; explanation: string };
  dealer: {
    /** The word for full or limited, capitalised as it starts a line ("Limited", "Limitada"). */
    coverage: Record<Coverage, string>;
    title: (coverage: Coverage) => string;
    /** `labor` and `parts` arrive formatted ("50%"). */
    explanation: (labor: string, parts: string) => string;
  };
  /** The dealer warranty's terms, as a list of label and value. */
  terms: {
    coverage: string;
    labor: string;
    parts: string;
    systems: string;
    duration: string;
    /** "Limited warranty", "Garantía limitada", from the word in `dealer.coverage`. */
    coverageValue: (coverage: string) => string;
    paidByDealer: (percent: string) => string;
  };
  /** The form's service-contract box: on the window form when the dealer offers one (the content has no such field yet). */
  serviceContract: string;
  /** The guide is part of the contract of sale (§ 455.3(b)), in words for shoppers. */
  contractNote: string;
  /**
   * The Spanish sentence the FTC prints on the English form (since 2017) telling a Spanish-speaking buyer to ask for
   * the Spanish guide. Only the English guide carries it; it is Spanish text on an English page.
   */
  spanishGuideNotice?: string;
}

const en: BuyersGuideText = {
  formTitle: "Buyers Guide",
  spokenPromises:
    "IMPORTANT: Spoken promises are difficult to enforce. Ask the dealer to put all promises in writing. Keep this form.",
  asIs: {
    title: "As is: no dealer warranty",
    explanation: "The dealer does not provide a warranty for any repairs after sale.",
  },
  implied: {
    title: "Implied warranties only",
    explanation:
      "The dealer doesn't make any specific promises to fix things that need repair when you buy the vehicle or after the time of sale. But state law \u201cimplied warranties\u201d may give you some rights to have the dealer take care of serious problems that were not apparent when you bought the vehicle.",
  },
  dealer: {
    coverage: { full: "Full", limited: "Limited" },
    title: (coverage) => `Dealer warranty: ${en.dealer.coverage[coverage].toLowerCase()} warranty`,
    explanation: (labor, parts) =>
      `The dealer will pay ${labor} of the labor and ${parts} of the parts for the covered systems that fail during the warranty period. Ask the dealer for a copy of the warranty and for any documents that explain coverage, exclusions and the dealer's repair obligations. State law \u201cimplied warranties\u201d may give you even more rights.`,
  },
  terms: {
    coverage: "Coverage",
    labor: "Labor",
    parts: "Parts",
    systems: "Systems covered",
    duration: "Duration",
    coverageValue: (coverage) => `${coverage} warranty`,
    paidByDealer: (percent) => `${percent} paid by the dealer`,
  },
  serviceContract:
    "SERVICE CONTRACT. A service contract is available at an extra charge on this vehicle. Ask for details as to coverage, deductible, price, and exclusions. If you buy a service contract within 90 days of the time of sale, state law \u201cimplied warranties\u201d may give you additional rights.",
  contractNote:
    "The Buyers Guide posted on the vehicle is part of your contract of sale; its information overrides anything to the contrary in the contract. Ask to see it.",
  spanishGuideNotice:
    "Si el concesionario gestiona la venta en español, pídale una copia de la Guía del Comprador en español.",
};

// "Concesionario" for the dealer, as the FTC's current forms say; "usted" throughout, as the form does.
const es: BuyersGuideText = {
  formTitle: "Guía del Comprador",
  spokenPromises:
    "IMPORTANTE: Las promesas verbales son difíciles de hacer cumplir. Solicite al concesionario que ponga todas las promesas por escrito. Conserve este formulario.",
  asIs: {
    title: "Como está: sin garantía del concesionario",
    explanation: "El concesionario no ofrece ninguna garantía para las reparaciones después de la venta.",
  },
  implied: {
    title: "Garantías implícitas solamente",
    explanation:
      "El concesionario no hace promesas específicas de arreglar lo que requiera reparación cuando usted compra el vehículo o después del momento de la venta. Pero las \u201cgarantías implícitas\u201d de la ley estatal pueden darle a usted algunos derechos para que el concesionario resuelva problemas graves que no fueron evidentes cuando usted compró el vehículo.",
  },
  dealer: {
    coverage: { full: "Completa", limited: "Limitada" },
    title: (coverage) => `Garantía del concesionario: garantía ${es.dealer.coverage[coverage].toLowerCase()}`,
    explanation: (labor, parts) =>
      `El concesionario pagará el ${labor} de la mano de obra y el ${parts} de los repuestos de los sistemas cubiertos que dejen de funcionar durante el período de la garantía. Pídale al concesionario una copia de la garantía y de los documentos que explican la cobertura, las exclusiones y las obligaciones de reparación del concesionario. Conforme a la ley estatal, las \u201cgarantías implícitas\u201d pueden darle a usted incluso más derechos.`,
  },
  terms: {
    coverage: "Cobertura",
    labor: "Mano de obra",
    parts: "Repuestos",
    systems: "Sistemas cubiertos",
    duration: "Duración",
    coverageValue: (coverage) => `Garantía ${coverage.toLowerCase()}`,
    paidByDealer: (percent) => `${percent} a cargo del concesionario`,
  },
  serviceContract:
    "CONTRATO DE SERVICIO. Este vehículo tiene disponible un contrato de servicio a un precio adicional. Pida los detalles en cuanto a cobertura, deducible, precio y exclusiones. Si adquiere usted un contrato de servicio dentro de los 90 días del momento de la venta, las \u201cgarantías implícitas\u201d de acuerdo a la ley del estado pueden concederle derechos adicionales.",
  contractNote:
    "La Guía del Comprador exhibida en el vehículo forma parte de su contrato de compra; su información deja sin efecto toda disposición en contrario contenida en el contrato. Pida verla.",
};

const TEXT: Record<Locale, BuyersGuideText> = { en, es };

export const buyersGuideText = (locale: Locale): BuyersGuideText => TEXT[locale];
