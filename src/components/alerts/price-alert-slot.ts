// The vehicle page's price-drop alert when the build offers alerts (GATSBY_ALERTS=on), nothing otherwise.
// gatsby-config.ts always defines GATSBY_ALERTS, so webpack knows the condition while it bundles and leaves the form
// (and its messages) out of a build without alerts. One slot per template, so each page loads only its own form.
// Read as a literal process.env.GATSBY_ALERTS, not through setting(): webpack inlines only that form.
import type * as PriceAlert from "./price-alert";

export const priceAlert: typeof PriceAlert | undefined =
  process.env.GATSBY_ALERTS === "on"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- a require webpack drops with its branch
      (require("./price-alert") as typeof PriceAlert)
    : undefined;
