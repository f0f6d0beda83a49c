// The FTC Buyers Guide warranty choice, in the words of the window form, for the detail page.
import type { Warranty } from "../content/vehicle-schema";
import { DEFAULT_LOCALE, intlLocaleOf, type Locale } from "../i18n/locale";
import { buyersGuideText } from "./buyers-guide-text";

export interface BuyersGuideSummary {
  /** The box checked on the Buyers Guide. */
  title: string;
  explanation: string;
  terms?: { coverage: string; labor: string; parts: string; systems: string[]; duration: string };
}

export function buyersGuideSummary(warranty: Warranty, locale: Locale = DEFAULT_LOCALE): BuyersGuideSummary {
  const text = buyersGuideText(locale);
  switch (warranty.type) {
    case "as-is":
      return { ...text.asIs };
    case "implied":
      return { ...text.implied };
    case "dealer": {
      const percent = new Intl.NumberFormat(intlLocaleOf(locale), { style: "percent" });
      const labor = percent.format(warranty.laborPercent / 100);
      const parts = percent.format(warranty.partsPercent / 100);
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
