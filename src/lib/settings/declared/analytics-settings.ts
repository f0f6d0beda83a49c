// Analytics and error reporting: off unless set; the GATSBY_* ones are written into the pages.
import type { SettingDeclaration } from "../setting-declaration";

export const ANALYTICS_SETTINGS = [
  {
    name: "GATSBY_GA_MEASUREMENT_ID",
    group: "analytics",
    default: "unset (no analytics)",
    readBy: ["build", "browser"],
    secret: false,
    meaning:
      "a Google Analytics 4 measurement id (`G-XXXXXXX`): loads the Google tag through Partytown, off the main " +
      "thread, and sends the ASC dealer events ([analytics](analytics.md)); another shape stops the build",
  },
  {
    name: "GATSBY_GA_TAG_ORIGIN",
    group: "analytics",
    default: "`https://www.googletagmanager.com`",
    readBy: ["build", "browser"],
    secret: false,
    meaning:
      "only for a server-side tagging server (`https://sgtm.example.com`): the tag is loaded from, and reports " +
      "to, that origin",
  },
  {
    name: "GATSBY_SENTRY_DSN",
    group: "analytics",
    default: "unset (no error reporting)",
    readBy: ["build", "browser"],
    secret: false,
    meaning:
      "the Sentry project's DSN: adds `@sentry/gatsby` and reports browser errors (a DSN is public by design: " +
      "it only lets a browser send reports); one without key or project stops the build",
  },
  {
    name: "GATSBY_SENTRY_ENVIRONMENT",
    group: "analytics",
    default: "`production`",
    readBy: ["build", "browser"],
    secret: false,
    meaning: "Sentry environment (`staging`, `production` ...)",
  },
  {
    name: "SENTRY_RELEASE",
    group: "analytics",
    default: "the git commit (12 characters), else `build-<time>`",
    readBy: ["build"],
    secret: false,
    meaning: "the release errors are filed under",
  },
  {
    name: "GATSBY_SENTRY_RELEASE",
    group: "analytics",
    default: "as `SENTRY_RELEASE`",
    readBy: ["build", "browser"],
    secret: false,
    meaning:
      "the release as the browser code (`sentry.config.ts`) sees it; when a DSN is set, " +
      "`gatsby/platform/platform-config.ts` fills it in from `SENTRY_RELEASE` (or the commit, or the build " +
      "time). Set it yourself only to override that",
  },
  {
    name: "SENTRY_AUTH_TOKEN",
    group: "analytics",
    default: "unset",
    readBy: ["build", "@sentry/gatsby"],
    secret: true,
    meaning:
      "a Sentry auth token: with `SENTRY_ORG` and `SENTRY_PROJECT`, source maps are uploaded to Sentry at build " +
      "time (otherwise they are not)",
  },
  {
    name: "SENTRY_ORG",
    group: "analytics",
    default: "unset",
    readBy: ["build", "@sentry/gatsby"],
    secret: false,
    meaning: "the Sentry organisation the source maps go to (with `SENTRY_AUTH_TOKEN` and `SENTRY_PROJECT`)",
  },
  {
    name: "SENTRY_PROJECT",
    group: "analytics",
    default: "unset",
    readBy: ["build", "@sentry/gatsby"],
    secret: false,
    meaning: "the Sentry project the source maps go to (with `SENTRY_AUTH_TOKEN` and `SENTRY_ORG`)",
  },
] as const satisfies readonly SettingDeclaration[];
