// The environment variables that switch the third-party integrations on, checked once at build time so a
// typo stops the build with a clear message instead of shipping a site that silently reports nothing.
import { setting, type Env } from "../settings/setting";

export interface IntegrationsConfig {
  /** Google Analytics 4 measurement id (`G-XXXXXXX`), when analytics is on. */
  gaMeasurementId?: string;
  /** Where the Google tag is loaded from: Google, or the dealer's own server-side tagging server. */
  gaTagOrigin: string;
  /** Sentry DSN, when error reporting is on. */
  sentryDsn?: string;
  sentryEnvironment: string;
}

export const GOOGLE_TAG_ORIGIN = "https://www.googletagmanager.com";
const MEASUREMENT_ID = /^G-[A-Z0-9]{4,16}$/;

function present(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export function readIntegrationsEnv(env: Env): IntegrationsConfig {
  const problems: string[] = [];
  const gaMeasurementId = present(setting(env, "GATSBY_GA_MEASUREMENT_ID"));
  if (gaMeasurementId && !MEASUREMENT_ID.test(gaMeasurementId)) {
    problems.push(
      `GATSBY_GA_MEASUREMENT_ID: expected a Google Analytics 4 measurement id like G-ABC123XYZ, got "${gaMeasurementId}"`,
    );
  }
  const gaTagOrigin = present(setting(env, "GATSBY_GA_TAG_ORIGIN")) ?? GOOGLE_TAG_ORIGIN;
  try {
    const url = new URL(gaTagOrigin);
    if (!/^https?:$/.test(url.protocol) || url.origin !== gaTagOrigin.replace(/\/$/, "")) throw new Error();
  } catch {
    problems.push(
      `GATSBY_GA_TAG_ORIGIN: expected an origin such as https://sgtm.example.com (no path), got "${gaTagOrigin}"`,
    );
  }
  const sentryDsn = present(setting(env, "GATSBY_SENTRY_DSN"));
  if (sentryDsn) {
    let valid = false;
    try {
      const url = new URL(sentryDsn);
      valid = /^https?:$/.test(url.protocol) && url.username !== "" && /\/\d+\/?$/.test(url.pathname);
    } catch {
      valid = false;
    }
    if (!valid)
      problems.push(
        `GATSBY_SENTRY_DSN: expected a Sentry DSN like https://<key>@o0.ingest.sentry.io/<project>, got "${sentryDsn}"`,
      );
  }
  if (problems.length > 0) throw new Error(`Invalid integration settings:\n  ${problems.join("\n  ")}`);
  return {
    gaMeasurementId,
    gaTagOrigin: gaTagOrigin.replace(/\/$/, ""),
    sentryDsn,
    sentryEnvironment: present(setting(env, "GATSBY_SENTRY_ENVIRONMENT")) ?? "production",
  };
}

export function googleTagUrl(measurementId: string, origin: string = GOOGLE_TAG_ORIGIN): string {
  return `${origin.replace(/\/$/, "")}/gtag/js?id=${encodeURIComponent(measurementId)}`;
}

/** Partytown proxies exactly these URLs through `/__third-party-proxy?url=` (the Google tag answers without CORS headers). */
export function partytownProxiedUrls(config: IntegrationsConfig): string[] {
  return config.gaMeasurementId ? [googleTagUrl(config.gaMeasurementId, config.gaTagOrigin)] : [];
}

/** Origins the browser talks to for the integrations that are on, for the Content-Security-Policy. */
export function integrationOrigins(config: IntegrationsConfig): { connectSrc: string[]; imgSrc: string[] } {
  const connectSrc: string[] = [];
  const imgSrc: string[] = [];
  if (config.sentryDsn) connectSrc.push(new URL(config.sentryDsn).origin);
  if (config.gaMeasurementId) {
    // Google's documented sources for a Google tag (GA4), plus a server-side tagging origin when used.
    const google = [
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
      "https://*.googletagmanager.com",
    ];
    const own = config.gaTagOrigin === GOOGLE_TAG_ORIGIN ? [] : [config.gaTagOrigin];
    connectSrc.push(...google, ...own);
    imgSrc.push("https://*.google-analytics.com", "https://*.googletagmanager.com", ...own);
  }
  return { connectSrc, imgSrc };
}

/**
 * The Google tag's setup, run by Partytown in its web worker. Google signals and ad personalisation are
 * off: the site measures visits, it does not feed advertising profiles. With a server-side tagging origin
 * the hits go there too. Initial page views are sent by `config`; later ones by the Analytics component.
 */
export function googleTagConfigScript(measurementId: string, origin: string = GOOGLE_TAG_ORIGIN): string {
  if (!MEASUREMENT_ID.test(measurementId))
    throw new Error(`not a Google Analytics 4 measurement id: "${measurementId}"`);
  const settings: Record<string, unknown> = { allow_google_signals: false, allow_ad_personalization_signals: false };
  if (origin.replace(/\/$/, "") !== GOOGLE_TAG_ORIGIN) settings.server_container_url = origin.replace(/\/$/, "");
  return [
    "window.dataLayer=window.dataLayer||[];",
    "window.gtag=function gtag(){window.dataLayer.push(arguments);};",
    'window.gtag("js",new Date());',
    `window.gtag("config",${JSON.stringify(measurementId)},${JSON.stringify(settings)});`,
  ].join("");
}
