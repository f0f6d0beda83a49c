// The Google tag when the build has a measurement id (GATSBY_GA_MEASUREMENT_ID), nothing otherwise.
// gatsby-config.ts always defines the variable, so webpack knows the condition while it bundles and leaves
// gatsby-script and Partytown's integration (about 2 KB gzip of every page's first load) out of a build without it.
// Read as a literal process.env.GATSBY_*, not through setting(): webpack inlines only that form.
import type * as AnalyticsModule from "./analytics";

export const analytics: typeof AnalyticsModule | undefined = process.env.GATSBY_GA_MEASUREMENT_ID
  ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- a require webpack drops with its branch
    (require("./analytics") as typeof AnalyticsModule)
  : undefined;
