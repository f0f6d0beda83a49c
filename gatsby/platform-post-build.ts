// Everything the platform writes after Gatsby has built the pages: offline page and service-worker
// fallback, per-page Content-Security-Policy, sitemap and robots.txt, marketplace feeds and _headers.
import type { GatsbyNode } from "gatsby";
import { e164Phone, normalizeSiteUrl, absoluteUrl } from "../src/lib/seo/site-url";
import { slugify } from "../src/lib/paths";
import type { FeedDealer, FeedVehicle } from "../src/lib/seo/feed-vehicle";
import { keepAdminOutOfServiceWorker } from "./admin-service-worker";
import { integrationsConfig } from "./platform-config";
import { finishBuiltHtml } from "./finish-built-html";
import { writeFeeds } from "./write-feeds";
import { writeHeaders } from "./write-headers";
import { extendServiceWorker, writeOfflinePage } from "./write-offline-fallback";
import { writeSitemapAndRobots } from "./write-sitemap";

interface PostBuildData {
  site: { siteMetadata: { siteUrl: string } };
  siteSettings: {
    businessName: string;
    shortName: string;
    phone: string;
    address: { street: string; city: string; region: string; postalCode: string; country: string };
    geo: { latitude: number; longitude: number } | null;
  };
  allSitePage: { nodes: Array<{ path: string }> };
  vehicleStatuses: { nodes: Array<{ path: string; status: string }> };
  advertised: {
    nodes: Array<
      Omit<FeedVehicle, "url" | "imageUrls" | "imageAlts"> & {
        path: string;
        photos: Array<{ alt: string; image: { childImageSharp: { resize: { src: string } | null } | null } | null }>;
      }
    >;
  };
}

// Feeds list only available cars, so only their photos are resized (to the share-image size).
const QUERY = `
  query PlatformPostBuild {
    site { siteMetadata { siteUrl } }
    siteSettings {
      businessName
      shortName
      phone
      address { street city region postalCode country }
      geo { latitude longitude }
    }
    allSitePage { nodes { path } }
    vehicleStatuses: allVehicle { nodes { path status } }
    advertised: allVehicle(filter: { status: { eq: "available" } }, sort: [{ dateInStock: DESC }, { stockNumber: ASC }]) {
      nodes {
        vin stockNumber year make model trim bodyStyle mileage price exteriorColor interiorColor
        transmission drivetrain fuelType description status dateInStock path
        photos { alt image { childImageSharp { resize(width: 1200, quality: 80, toFormat: JPG) { src } } } }
      }
    }
  }
`;

export const platformPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const result = await graphql<PostBuildData>(QUERY);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Platform files (sitemap, feeds, _headers) could not be written: the post-build query failed", result.errors);
    return;
  }
  const data = result.data;
  const siteUrl = normalizeSiteUrl(data.site.siteMetadata.siteUrl);
  if (!process.env.SITE_URL) {
    reporter.warn(`SITE_URL is not set: canonical links, sitemap.xml and the feeds point at ${siteUrl}. Set it to the public address before deploying.`);
  }
  const integrations = integrationsConfig();
  const pagePaths = data.allSitePage.nodes.map((page) => page.path);

  try {
    writeOfflinePage();
    const csp = finishBuiltHtml(integrations);
    extendServiceWorker();
    keepAdminOutOfServiceWorker();
    const listed = writeSitemapAndRobots({ siteUrl, pagePaths, noindexPaths: csp.noindexPaths, vehicles: data.vehicleStatuses.nodes });

    const settings = data.siteSettings;
    const dealer: FeedDealer = {
      name: settings.businessName,
      storeCode: process.env.GOOGLE_STORE_CODE?.trim() || slugify(settings.shortName).toUpperCase(),
      ...settings.address,
      phone: e164Phone(settings.phone),
      ...(settings.geo ? { geo: settings.geo } : {}),
    };
    const vehicles: FeedVehicle[] = data.advertised.nodes.map(({ path, photos, ...vehicle }) => {
      const images = photos.flatMap((photo) => {
        const src = photo.image?.childImageSharp?.resize?.src;
        return src ? [{ url: absoluteUrl(siteUrl, src), alt: photo.alt }] : [];
      });
      return { ...vehicle, url: absoluteUrl(siteUrl, path), imageUrls: images.map((image) => image.url), imageAlts: images.map((image) => image.alt) };
    });
    const advertised = writeFeeds(vehicles, dealer);
    const headers = writeHeaders({ siteUrl, pagePaths });
    if (headers.warning) reporter.warn(headers.warning);
    reporter.info(
      `Platform: CSP written into ${csp.pages} pages; sitemap lists ${listed} URLs; feeds advertise ${advertised} vehicles; _headers has ${headers.rules} rules`,
    );
  } catch (error) {
    reporter.panicOnBuild((error as Error).message, error as Error);
  }
};
