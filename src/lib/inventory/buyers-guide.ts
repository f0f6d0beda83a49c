// The FTC Buyers Guide box a vehicle's warranty checks, in the words of the window form, for the detail page.
import type { Warranty } from "../content/vehicle-schema";
import { coveredSystemsText, warrantyDurationText } from "../content/warranty-labels";
import { DEFAULT_LOCALE, type Locale } from "../i18n/locale";
import { buyersGuideText } from "./buyers-guide-text";

export interface BuyersGuideSummary {
  /** The heading of the box checked on the Buyers Guide, as the form prints it. */
  heading: string;
  /** The box's paragraph ("as is", "implied warranties only"); for a dealer warranty, the coverage's paragraph. */
  text: string;
  /** A dealer warranty: the coverage box checked and the terms staff filled in, in the page's language. */
  dealer?: { coverage: string; systems: string[]; duration: string };
}

export function buyersGuideSummary(warranty: Warranty, locale: Locale = DEFAULT_LOCALE): BuyersGuideSummary {
  const words = buyersGuideText(locale);
  switch (warranty.type) {
    case "as-is":
      return { heading: words.asIs.heading, text: words.asIs.text };
    case "implied":
      return { heading: words.implied.heading, text: words.implied.text };
    case "dealer":
      return {
        heading: words.dealer.heading,
        // The percentages belong to the limited-warranty box; a full warranty pays all (the schema holds it at 100%).
        text:
          warranty.coverage === "limited"
            ? `${words.dealer.percentages(warranty.laborPercent, warranty.partsPercent)} ${words.dealer.text}`
            : words.dealer.text,
        dealer: {
          coverage: words.dealer.coverage[warranty.coverage],
          systems: coveredSystemsText(warranty, locale),
          duration: warrantyDurationText(warranty.duration, locale),
        },
      };
  }
}

/** The box checked, in a few words ("Dealer warranty: limited warranty"), where a list names it. */
export function warrantyChoiceLabel(warranty: Warranty, locale: Locale = DEFAULT_LOCALE): string {
  const labels = buyersGuideText(locale).choiceLabel;
  return warranty.type === "dealer"
    ? labels.dealer[warranty.coverage]
    : warranty.type === "as-is"
      ? labels.asIs
      : labels.implied;
}
