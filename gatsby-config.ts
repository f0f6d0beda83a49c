import { buildSiteUrl } from "./gatsby/content/build-site-url";
import type { GatsbyConfig } from "gatsby";
import path from "node:path";
import { cpuCoreCount } from "gatsby-core-utils";
import { contentDir } from "./gatsby/content/content-dir";
import { VEHICLE_PHOTOS_SOURCE } from "./gatsby/content/vehicle-photo-images";
import { gatsbyCpuCount } from "./gatsby/platform/build-workers";
import { adapterFor } from "./gatsby/platform/netlify-adapter";
import { leadKeepingOf } from "./src/lib/leads/delivery/config/lead-keeping-of";
import { siteSettingsForConfig } from "./gatsby/content/site-settings-for-config";
import { manifestOptions } from "./src/lib/shell/manifest";
import { platformPartytownProxiedUrls, platformPlugins } from "./gatsby/platform/platform-config";
import { alertsSetting } from "./gatsby/alerts/alerts-setting";
import { setting } from "./src/lib/settings/setting";

// A worker per core for queries and HTML (gatsby/platform/build-workers.ts); read before Gatsby makes its pools.
process.env.GATSBY_CPU_COUNT = gatsbyCpuCount(process.env, cpuCoreCount(true));
// E-mail alerts on or off, known to webpack while it bundles (gatsby/alerts/alerts-setting.ts).
process.env.GATSBY_ALERTS = alertsSetting(setting(process.env, "GATSBY_ALERTS"));
// Analytics on or off, known to webpack too: without a measurement id the Google tag's code (gatsby-script,
// Partytown's integration, the ASC tracker) is left out of every page (src/components/analytics-slot.ts).
process.env.GATSBY_GA_MEASUREMENT_ID = (setting(process.env, "GATSBY_GA_MEASUREMENT_ID") ?? "").trim();

// Gatsby's Image CDN: the host makes a vehicle photo's gallery sizes when they are first asked for (Netlify
// Image CDN through the adapter, serve:prod on a Linux server), so Gatsby makes none of them
// (gatsby/content/vehicle-photo-resolvers.ts, docs/deployment.md); the post-build makes only each first photo's
// preloaded slides (gatsby/post-build/write-photo-service.ts).
process.env.GATSBY_CLOUD_IMAGE_CDN = "true";

const siteUrl = buildSiteUrl();
const leadKeeping = leadKeepingOf(process.env);
// The notice at collection under every lead and alert form states how long a waiting lead is kept: the outbox's
// limit (LEAD_OUTBOX_MAX_DAYS), known to webpack while it bundles (src/components/forms/collection-notice.tsx).
process.env.GATSBY_LEAD_OUTBOX_MAX_DAYS = String(leadKeeping.maxDays);

const config: GatsbyConfig = {
  // leadKeeping: what the privacy page says about leads waiting in the outbox (encrypted, kept how long).
  siteMetadata: { siteUrl, leadKeeping },
  trailingSlash: "always",
  // gatsby-adapter-netlify on Netlify (or with DEPLOY_TARGET=netlify); no adapter elsewhere.
  ...adapterFor(process.env),
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  // Off-main-thread scripts fetch these exact URLs through /__third-party-proxy?url=
  // (docs/analytics.md).
  partytownProxiedURLs: platformPartytownProxiedUrls(),
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      options: { name: VEHICLE_PHOTOS_SOURCE, path: path.join(contentDir(), "vehicles", "photos") },
    },
    // No gatsby-plugin-sharp, gatsby-transformer-sharp or gatsby-plugin-image: photos are plain <picture> markup
    // (src/components/ui/photo.tsx) at sizes the host's image service makes
    // (gatsby/content/vehicle-photo-resolvers.ts); the first photo's blurred preview is made while sourcing
    // (gatsby/content/first-photo-previews.ts). Nothing decodes a photo during queries, so the engines of deferred
    // pages need no sharp (docs/deployment.md#deferred-vehicle-pages).
    // Emotion's source maps for the browser's dev tools, in `gatsby develop` only: the plugin's option defaults to
    // on in a build too. The minifier drops them there, but webpack counts them in a module's size, and a module
    // with several `css` styles passed Gatsby's 160 KB threshold for a chunk of its own (a request and a wrapper
    // more on the pages that load it, and the chunk's name in every page's webpack runtime).
    { resolve: "gatsby-plugin-emotion", options: { sourceMap: setting(process.env, "NODE_ENV") !== "production" } },
    // Web manifest, app icons and favicon from content/site.json (site shell); keep before gatsby-plugin-offline.
    { resolve: "gatsby-plugin-manifest", options: manifestOptions(siteSettingsForConfig()) },
    // Offline service worker and, when GATSBY_SENTRY_DSN is set, error reporting: keep these last.
    ...platformPlugins(),
  ],
};

export default config;
