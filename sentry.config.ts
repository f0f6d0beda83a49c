// Browser error reporting. @sentry/gatsby prepends this file to the site's bundles, and gatsby-config lists
// that plugin only when GATSBY_SENTRY_DSN is set (gatsby/platform/platform-config.ts): without a DSN no Sentry code
// ships and nothing is sent. The GATSBY_* values are written into the bundle at build time, which webpack does only
// for a literal process.env.GATSBY_X: they are read so here, not through setting() (src/lib/settings/setting.ts).
import * as Sentry from "@sentry/gatsby";
import { sentryBrowserOptions } from "./src/lib/platform/sentry-options";
import { optedOut } from "./src/lib/privacy/privacy-choice";

const dsn = process.env.GATSBY_SENTRY_DSN;

if (typeof window !== "undefined" && dsn) {
  Sentry.init(
    sentryBrowserOptions({
      dsn,
      environment: process.env.GATSBY_SENTRY_ENVIRONMENT || "production",
      release: process.env.GATSBY_SENTRY_RELEASE,
      optedOut: optedOut(),
    }),
  );
}
