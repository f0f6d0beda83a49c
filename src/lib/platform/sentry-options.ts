// Options for Sentry.init in the browser (sentry.config.ts): no personal data, no tracing or replay.
import { scrubBreadcrumb, scrubEvent, type ScrubbableBreadcrumb, type ScrubbableEvent } from "./sentry-privacy";

export interface SentryBuildSettings {
  dsn: string;
  environment: string;
  release?: string;
}

export function sentryBrowserOptions({ dsn, environment, release }: SentryBuildSettings) {
  return {
    dsn,
    environment,
    ...(release ? { release } : {}),
    // No IP address, cookies or user; request bodies are never attached by the browser SDK.
    sendDefaultPii: false,
    // Errors only: no tracing or session replay integration is added (replay would record form fields).
    beforeSend: <T extends ScrubbableEvent>(event: T): T => scrubEvent(event),
    beforeBreadcrumb: <T extends ScrubbableBreadcrumb>(breadcrumb: T): T | null => scrubBreadcrumb(breadcrumb),
  };
}
