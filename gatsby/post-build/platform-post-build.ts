// Everything the platform writes after Gatsby has built the pages: offline page and service-worker
// fallback, per-page Content-Security-Policy, sitemap and robots.txt, marketplace feeds and _headers.
import type { GatsbyNode } from "gatsby";
import { pseudoLocaleOfBuild } from "../../src/lib/build/pseudo-locale";
import { slugify } from "../../src/lib/paths";
import { siteLanguagesOf } from "../../src/lib/content/site-languages";
import { videoFrameOrigins } from "../../src/lib/content/video-source";
import { isLocale } from "../../src/lib/i18n/locale";
import { normalizeSiteUrl } from "../../src/lib/seo/site-url";
import {
  feedDealerOf,
  feedLotOf,
  feedVehicleOf,
  type FeedLotNode,
  type FeedNode,
} from "../../src/lib/vehicle-pages/feed-node";
import { keepAdminOutOfServiceWorker } from "./keep-admin-out-of-service-worker";
import { integrationsConfig } from "../platform/platform-config";
import { finishBuiltHtml } from "./finish-built-html";
import { compiledGatsbyNode } from "./in-worker-threads";
import { writeBuildInfo } from "./write-build-info";
import { deferredPagePaths, writeDeferredPagesFile } from "./write-deferred-pages-file";
import { removeDeferredPagesFiles } from "./remove-deferred-pages-files";
import { PUBLIC_DIR } from "./public-files";
import { integrationOrigins } from "../../src/lib/platform/integrations-env";
import { writeFeeds } from "./write-feeds";
import { writeHeaders } from "./write-headers";
import { writePhotoService } from "./write-photo-service";
import { extendServiceWorker, writeOfflinePage } from "./write-offline-fallback";
import { writeSitemapAndRobots } from "./write-sitemap";
import { setting } from "../../src/lib/settings/setting";

interface PostBuildData {
  site: { siteMetadata: { siteUrl: string } };
  siteSettings: {
    businessName: string;
    shortName: string;
    phone: string;
    address: { street: string; city: string; region: string; postalCode: string; country: string };
    geo: { latitude: number; longitude: number } | null;
    languages: string[];
  };
  allSitePage: { nodes: Array<{ path: string }> };
  vehicleStatuses: { nodes: Array<{ path: string; status: string; video: { host: string | null } | null }> };
  advertised: { nodes: FeedNode[] };
  lots: { nodes: FeedLotNode[] };
}

// Feeds list only available cars; their photos are the share image, a size the host's image service makes.
const QUERY = `
  query PlatformPostBuild {
    site { siteMetadata { siteUrl } }
    siteSettings {
      businessName
      shortName
      phone
      address { street city region postalCode country }
      geo { latitude longitude }
      languages
    }
    allSitePage { nodes { path } }
    vehicleStatuses: allVehicle { nodes { path status video { host } } }
    advertised: allVehicle(filter: { status: { eq: "available" } }, sort: [{ dateInStock: DESC }, { stockNumber: ASC }]) {
      nodes {
        vin stockNumber year make model trim bodyStyle mileage price exteriorColor interiorColor
        transmission drivetrain fuelType description { en } status dateInStock path location
        photos { alt image { childVehiclePhotoImage { share { src } } } }
      }
    }
    lots: allSiteLocation(sort: { order: ASC }) {
      nodes { locationId name storeCode phone address { street city region postalCode country } geo { latitude longitude } }
    }
  }
`;

export const platformPostBuild: GatsbyNode["onPostBuild"] = async ({
  graphql,
  reporter,
  getNodesByType,
  getNode,
  store,
}) => {
  const result = await graphql<PostBuildData>(QUERY);
  if (result.errors || !result.data) {
    reporter.panicOnBuild(
      "Platform files (sitemap, feeds, _headers) could not be written: the post-build query failed",
      result.errors,
    );
    return;
  }
  const data = result.data;
  const siteUrl = normalizeSiteUrl(data.site.siteMetadata.siteUrl);
  if (!setting(process.env, "SITE_URL")) {
    reporter.warn(
      `SITE_URL is not set: canonical links, sitemap.xml and the feeds point at ${siteUrl}. Set it to the public address before deploying.`,
    );
  }
  const pseudo = pseudoLocaleOfBuild();
  if (pseudo) {
    reporter.warn(
      `I18N_PSEUDO is set: this build's pages in "${pseudo}" are pseudolocalized, for tests. Never deploy it.`,
    );
  }
  const integrations = integrationsConfig();
  const pagePaths = data.allSitePage.nodes.map((page) => page.path);
  const languages = siteLanguagesOf(data.siteSettings.languages.filter(isLocale));

  // The photos' copies and first-paint sizes are mostly waiting on the disk and sharp's threads: they run while the
  // pages are finished below (worker threads), not after. They read the pages' data, which nothing here changes. Settled here so a failure waits for the await below.
  const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
  const photosStarted = performance.now();
  const deferredPaths = deferredPagePaths(
    (store.getState() as { pages: Map<string, { path: string }> }).pages.values(),
  );
  const staleDeferred = removeDeferredPagesFiles(PUBLIC_DIR, deferredPaths, (pagePath) =>
    store.dispatch({ type: "HTML_REMOVED", payload: pagePath }),
  );
  if (staleDeferred > 0)
    reporter.info(
      `Platform: ${staleDeferred} deferred pages' files from an earlier build deleted (rendered on request now)`,
    );
  const photoWork = writePhotoService({ getNodesByType, getNode }, undefined, deferredPaths).then(
    (done) => ({ done, took: seconds(photosStarted) }),
    (error: unknown) => ({ error }),
  );
  try {
    writeOfflinePage(languages);
    const htmlStarted = performance.now();
    const frameSrc = videoFrameOrigins(data.vehicleStatuses.nodes.map((vehicle) => vehicle.video?.host));
    const csp = await finishBuiltHtml(integrations, frameSrc, compiledGatsbyNode());
    const htmlTook = seconds(htmlStarted);
    // serve:prod finishes the pages it renders on request with the same policy.
    const deferred = deferredPaths.size;
    writeDeferredPagesFile(deferred, { origins: integrationOrigins(integrations), frameSrc });
    extendServiceWorker(languages);
    keepAdminOutOfServiceWorker();
    const listed = writeSitemapAndRobots({
      siteUrl,
      pagePaths,
      noindexPaths: csp.noindexPaths,
      vehicles: data.vehicleStatuses.nodes,
      languages,
    });

    const settings = data.siteSettings;
    const storeCode = setting(process.env, "GOOGLE_STORE_CODE")?.trim() || slugify(settings.shortName).toUpperCase();
    const dealer = feedDealerOf(settings, storeCode);
    const vehicles = data.advertised.nodes.map((node) => feedVehicleOf(node, siteUrl));
    // A dealer group's rows name each car's lot; a site without content/locations/ has none (feeds as before).
    const advertised = writeFeeds(vehicles, dealer, data.lots.nodes.map(feedLotOf));
    const headers = writeHeaders({ siteUrl, pagePaths });
    if (headers.warning) reporter.warn(headers.warning);
    const photoOutcome = await photoWork;
    if ("error" in photoOutcome) throw photoOutcome.error;
    const { done: photoService, took: photosTook } = photoOutcome;
    const build = writeBuildInfo();
    reporter.info(
      `Platform: CSP written into ${csp.pages} pages${deferred ? ` (and ${deferred} deferred pages when serve:prod or Netlify's function renders them)` : ""} (${csp.threads} thread${csp.threads === 1 ? "" : "s"}, ${htmlTook} s); sitemap lists ${listed} URLs; feeds advertise ${advertised} vehicles; _headers has ${headers.rules} rules; ${photoService.photos} vehicle photos published for the image service${photoService.sizesMade ? ` (${photoService.sizesMade} sizes made: ${photoService.sizesAtBuild === "all" ? "all, IMAGE_SIZES_AT_BUILD" : "the first photos' first paint and the first screens' cards"})` : ""} in ${photosTook} s, beside the pages; build-info.json: commit ${build.commit ?? "unknown"}, content ${build.contentHash.slice(0, 12)}`,
    );
  } catch (error) {
    reporter.panicOnBuild((error as Error).message, error as Error);
  }
};
