// The FTC Buyers Guide warranty choice, in the words of the window form, for the detail page.
import type { Warranty } from "../content/vehicle-schema";

export interface BuyersGuideSummary {
  /** The box checked on the Buyers Guide. */
  title: string;
  explanation: string;
  terms?: { coverage: string; labor: string; parts: string; systems: string[]; duration: string };
}

export function buyersGuideSummary(warranty: Warranty): BuyersGuideSummary {
  switch (warranty.type) {
    case "as-is":
      return {
        title: "As is: no dealer warranty",
        explanation: "The dealer does not provide a warranty for any repairs after sale.",
      };
    case "implied":
      return {
        title: "Implied warranties only",
        explanation:
          "The dealer doesn't make any specific promises to fix things that need repair when you buy the vehicle or after the time of sale. But state law \u201cimplied warranties\u201d may give you some rights to have the dealer take care of serious problems that were not apparent when you bought the vehicle.",
      };
    case "dealer": {
      const coverage = warranty.coverage === "full" ? "Full" : "Limited";
      return {
        title: `Dealer warranty: ${coverage.toLowerCase()} warranty`,
        explanation: `The dealer will pay ${warranty.laborPercent}% of the labor and ${warranty.partsPercent}% of the parts for the covered systems that fail during the warranty period. Ask the dealer for a copy of the warranty and for any documents that explain coverage, exclusions and the dealer's repair obligations. State law \u201cimplied warranties\u201d may give you even more rights.`,
        terms: {
          coverage,
          labor: `${warranty.laborPercent}%`,
          parts: `${warranty.partsPercent}%`,
          systems: warranty.systemsCovered,
          duration: warranty.duration,
        },
      };
    }
  }
}
