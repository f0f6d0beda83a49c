// The FTC Buyers Guide warranty choice, in the words of the window form, for the detail page.
import type { Warranty } from "../content/vehicle-schema";
import { DEFAULT_LOCALE, type Locale } from "../i18n/locale";
import { buyersGuideText } from "./buyers-guide-text";

export interface BuyersGuideSummary {
  /** The box checked on the Buyers Guide. */
  title: string;
  explanation: string;
  terms?: { coverage: string; labor: string; parts: string; systems: string[]; duration: string };
}

// A whole percentage is written "50%" in en-US and es-US alike (as Intl writes it); written out, because a first
// Intl.NumberFormat costs the vehicle page a long task at start-up (src/lib/format.ts).
const percentText = (value: number): string => `${value}%`;

export function buyersGuideSummary(warranty: Warranty, locale: Locale = DEFAULT_LOCALE): BuyersGuideSummary {
  const text = buyersGuideText(locale);
  switch (warranty.type) {
    case "as-is":
      return { ...text.asIs };
    case "implied":
      return { ...text.implied };
    case "dealer": {
      const labor = percentText(warranty.laborPercent);
      const parts = percentText(warranty.partsPercent);
      return {
        title: text.dealer.title(warranty.coverage),
        explanation: text.dealer.explanation(labor, parts),
        terms: {
          coverage: text.dealer.coverage[warranty.coverage],
          labor,
          parts,
          // Staff write the systems and the duration in the content's language (English).
          systems: warranty.systemsCovered,
          duration: warranty.duration,
        },
      };
    }
  }
}
