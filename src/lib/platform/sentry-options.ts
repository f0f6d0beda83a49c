// Options for Sentry.init in the browser (sentry.config.ts): errors only, no personal data.
import type { BrowserOptions } from "@sentry/gatsby";
import { scrubBreadcrumb, scrubEvent, type ScrubbableBreadcrumb, type ScrubbableEvent } from "./sentry-privacy";

export interface SentryBuildSettings {
  dsn: string;
  environment: string;
  release?: string;
  /**
   * The shopper opted out of sale/sharing (src/lib/privacy/privacy-choice.ts): a report then carries no
   * breadcrumbs (no trail of the pages and clicks before the error) and no browser description, only the error.
   */
  optedOut?: boolean;
}

/**
 * SDK v11 replaced `sendDefaultPii` with `dataCollection`, whose defaults collect user info (the IP address),
 * cookies, headers, query parameters and bodies: every category is switched off here. Sessions (release
 * health, one request per page view) and client reports are off too; no tracing or replay integration is
 * added (replay would record the form fields), whatever the shopper chose. beforeSend/beforeBreadcrumb scrub what
 * is left; opted out, they drop the breadcrumbs and the User-Agent as well.
 */
export function sentryBrowserOptions({ dsn, environment, release, optedOut }: SentryBuildSettings): BrowserOptions {
  return {
    dsn,
    environment,
    ...(release ? { release } : {}),
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      graphQL: { document: false, variables: false },
      genAI: { inputs: false, outputs: false },
      databaseQueryData: false,
      queues: false,
      stackFrameVariables: false,
    },
    sendClientReports: false,
    integrations: (defaults) => defaults.filter((integration) => integration.name !== "BrowserSession"),
    ...(optedOut ? { maxBreadcrumbs: 0 } : {}),
    beforeSend: (event) => scrubEvent(event as ScrubbableEvent, { optedOut }) as typeof event,
    beforeBreadcrumb: (breadcrumb) =>
      optedOut ? null : (scrubBreadcrumb(breadcrumb as ScrubbableBreadcrumb) as typeof breadcrumb | null),
  };
}
