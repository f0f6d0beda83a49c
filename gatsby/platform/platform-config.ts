// gatsby-config entries for the platform integrations: offline service worker, error reporting and the
// Partytown proxy list. Everything third-party is off unless its environment variable is set.
import { execSync } from "node:child_process";
import type { GatsbyConfig } from "gatsby";
import {
  readIntegrationsEnv,
  partytownProxiedUrls,
  type IntegrationsConfig,
} from "../../src/lib/platform/integrations-env";
import { setting } from "../../src/lib/settings/setting";

type Plugins = NonNullable<GatsbyConfig["plugins"]>;

export function integrationsConfig(env: NodeJS.ProcessEnv = process.env): IntegrationsConfig {
  return readIntegrationsEnv(env);
}

/**
 * The release errors are filed under: SENTRY_RELEASE, else the git commit, else the build time.
 * @internal exported for its unit tests
 */
export function buildRelease(env: NodeJS.ProcessEnv = process.env): string {
  const release = setting(env, "SENTRY_RELEASE")?.trim();
  if (release) return release;
  try {
    return execSync("git rev-parse --short=12 HEAD", { stdio: ["ignore", "pipe", "ignore"] })
      .toString()
      .trim();
  } catch {
    return `build-${new Date()
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d+Z$/, "Z")}`;
  }
}

/**
 * Service worker for offline use (keep it after gatsby-plugin-manifest so the manifest is precached), and
 * @sentry/gatsby only when a DSN is set.
 */
export function platformPlugins(env: NodeJS.ProcessEnv = process.env): Plugins {
  const config = integrationsConfig(env);
  const plugins: Plugins = [
    {
      resolve: "gatsby-plugin-offline",
      options: {
        workboxConfig: {
          // Same rules as the plugin's defaults except page and slice data, which go to the network first
          // (cache only when offline or after 3 s) so prices and availability are never a deploy behind.
          runtimeCaching: [
            { urlPattern: /(\.js$|\.css$|static\/)/, handler: "CacheFirst" },
            // Photo sizes of the host's image service (serve:prod's, Netlify Image CDN's): their URLs name the
            // photo's content, so a copy never goes stale (the rule above does the same for /static/ files).
            { urlPattern: /\/(_gatsby\/image\/|\.netlify\/images\?)/, handler: "CacheFirst" },
            {
              urlPattern: /^https?:.*\/(page-data|slice-data)\/.*\.json/,
              handler: "NetworkFirst",
              options: { networkTimeoutSeconds: 3 },
            },
            {
              urlPattern: /^https?:.*\.(png|jpg|jpeg|webp|avif|svg|gif|tiff|js|woff|woff2|json|css)$/,
              handler: "StaleWhileRevalidate",
            },
            { urlPattern: /^https?:\/\/fonts\.googleapis\.com\/css/, handler: "StaleWhileRevalidate" },
          ],
        },
      },
    },
    // plugins/gatsby-plugin-offline-warmup: the page a visitor landed on works offline too.
    "gatsby-plugin-offline-warmup",
  ];
  if (config.sentryDsn) {
    // sentry.config.ts reads the release from the bundle; GATSBY_* variables are inlined at build time.
    env.GATSBY_SENTRY_RELEASE = setting(env, "GATSBY_SENTRY_RELEASE") || buildRelease(env);
    plugins.push({
      resolve: "@sentry/gatsby",
      options: {
        // Source maps are uploaded only when the Sentry project is named and a token is given.
        enableClientWebpackPlugin: Boolean(
          setting(env, "SENTRY_AUTH_TOKEN") && setting(env, "SENTRY_ORG") && setting(env, "SENTRY_PROJECT"),
        ),
      },
    });
  }
  return plugins;
}

export function platformPartytownProxiedUrls(env: NodeJS.ProcessEnv = process.env): string[] {
  return partytownProxiedUrls(integrationsConfig(env));
}
