import type { GatsbyNode, NodePluginArgs } from "gatsby";
import { ContentError } from "../../src/lib/content/content-error";
import { pseudoLocaleOfBuild } from "../../src/lib/build/pseudo-locale";
import { pseudolocalizedContent } from "../../src/lib/build/pseudo-localize";
import { loadContent, type LoadedContent } from "../../src/lib/content/load-content";
import { siteLanguagesOf } from "../../src/lib/content/site-languages";
import { lotOfContent } from "../../src/lib/locations/lot-node";
import { vehiclePath, vehicleSlug } from "../../src/lib/paths";
import { vehiclePricing } from "../../src/lib/pricing/vehicle-pricing";
import { videoNodeOf } from "../../src/lib/vehicle-pages/video-node";
import { staleReviews, staleReviewWarnings } from "../../src/lib/content/review-age";
import type { Review } from "../../src/lib/content/review-schema";
import { reviewsWithLines } from "../../src/lib/content/review-lines";
import { formatLongDate } from "../../src/lib/format-date";
import type { Locale } from "../../src/lib/i18n/locale";
import { loadAllTextTables } from "../../src/locales/text-tables";
import { buildDateOrPanic } from "./build-date";
import { contentTypeDefs } from "./content-schema.graphql";
import { contentDir } from "./content-dir";
import { CONTENT_ERROR_ID } from "./content-error-map";
import { buildSiteUrl } from "./build-site-url";
import { firstPhotoPreviews } from "./first-photo-previews";
import { homeJsonLd } from "./home-structured-data";
import { reviewLineTranslator } from "./review-line-messages";
import { vehiclePhotoImageTypeDefs } from "./vehicle-photo-images";

export const customizeContentSchema: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`${contentTypeDefs}${vehiclePhotoImageTypeDefs}`);
};

// Content read in onPreInit (for the lead function's inventory) and handed to sourceNodes once, so a build
// reads and validates content/ a single time.
let preloaded: LoadedContent | undefined;

export function preloadContentOrPanic(reporter: NodePluginArgs["reporter"]): LoadedContent {
  preloaded = loadContentOrPanic(reporter);
  return preloaded;
}

/** Loads content/; bad content stops `gatsby build` and `gatsby develop` with every problem listed. */
function loadContentOrPanic(reporter: NodePluginArgs["reporter"]): LoadedContent {
  if (preloaded) {
    const content = preloaded;
    preloaded = undefined;
    return content;
  }
  try {
    const content = loadContent(contentDir());
    // A test build's pseudo-locale shows the staff's texts in that language pseudolocalized too.
    const pseudo = pseudoLocaleOfBuild();
    return pseudo ? pseudolocalizedContent(content, pseudo) : content;
  } catch (error) {
    if (error instanceof ContentError) {
      reporter.panic({ id: CONTENT_ERROR_ID, context: { message: error.message } });
    }
    throw error;
  }
}

/**
 * Each review with its whole line written in every language of the site (src/lib/content/review-lines.ts): the day
 * as each language writes it (the text tables hold the month names), pseudolocalized in a test build's pseudo-locale
 * as that language's pages show their text tables (page-messages.ts), and the message as its catalog has it.
 */
async function reviewsWithText(reviews: readonly Review[], languages: readonly Locale[]) {
  loadAllTextTables();
  const pseudo = pseudoLocaleOfBuild();
  const dates = (readOn: string) => {
    const written = Object.fromEntries(languages.map((locale) => [locale, formatLongDate(readOn, locale)]));
    return pseudo ? pseudolocalizedContent(written, pseudo) : written;
  };
  return reviewsWithLines(reviews, languages, dates, await reviewLineTranslator(languages));
}

/**
 * The blurred preview of each vehicle's first photo, by its file (first-photo-previews.ts); a photo that cannot be
 * read stops `gatsby build`, naming the file (`gatsby develop` goes on without its preview).
 */
async function firstPhotoPreviewsOrPanic(
  args: Pick<NodePluginArgs, "getNodesByType" | "cache" | "reporter">,
  { vehicles, photosDir }: Pick<LoadedContent, "vehicles" | "photosDir">,
): Promise<Map<string, string>> {
  const started = performance.now();
  const firstPhotos = vehicles.flatMap(({ photos }) => (photos.length > 0 ? [photos[0].file] : []));
  const { previews, made, cached, problems } = await firstPhotoPreviews(args, photosDir, firstPhotos);
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  args.reporter.info(`first photos' blurred previews: ${made} made, ${cached} from the cache, in ${seconds} s`);
  if (problems.length > 0) args.reporter.panicOnBuild(problems.join("\n"));
  return previews;
}

export const sourceContentNodes: GatsbyNode["sourceNodes"] = async ({
  actions,
  createNodeId,
  createContentDigest,
  reporter,
  getNodesByType,
  cache,
}) => {
  const { site, locations, testimonials, vehicles, photosDir } = loadContentOrPanic(reporter);
  const { createNode } = actions;

  const languages = siteLanguagesOf(site.languages);
  const settings = {
    ...site,
    ...(site.reviews ? { reviews: await reviewsWithText(site.reviews, languages) } : {}),
    languages,
  };
  createNode({
    ...settings,
    id: createNodeId("site-settings"),
    // Of the node as made, not the file: a node whose digest is unchanged is taken from the cache as it was.
    internal: { type: "SiteSettings", contentDigest: createContentDigest(settings) },
  });

  locations.forEach(({ sourceFile: _sourceFile, ...location }, order) => {
    const { id: locationId, ...lot } = lotOfContent(location);
    const fields = { ...lot, locationId, order };
    createNode({
      ...fields,
      id: createNodeId(`location-${locationId}`),
      internal: { type: "SiteLocation", contentDigest: createContentDigest(fields) },
    });
  });

  // The home page's structured data (the dealership, or a group and its lots), made here rather than in the browser.
  const structuredData = { jsonLd: homeJsonLd(site, locations, buildSiteUrl()) };
  createNode({
    ...structuredData,
    id: createNodeId("home-structured-data"),
    internal: { type: "HomeStructuredData", contentDigest: createContentDigest(structuredData) },
  });

  testimonials.forEach((testimonial, order) => {
    createNode({
      ...testimonial,
      order,
      id: createNodeId(`testimonial-${order}`),
      internal: { type: "Testimonial", contentDigest: createContentDigest(testimonial) },
    });
  });

  const today = buildDateOrPanic(reporter);
  // A rating read long ago still builds (it is what the site said), but staff are told to read it again.
  for (const line of staleReviewWarnings("content/site.json", staleReviews(site.reviews, today), today))
    reporter.warn(line);
  // A group's cards name each car's lot; a site with one lot names none.
  const lotNames = new Map(locations.length >= 2 ? locations.map((lot) => [lot.id, lot.name]) : []);
  // The first photo is shown on its blurred preview while it loads (VehiclePhoto.blurred; null on the others).
  const previews = await firstPhotoPreviewsOrPanic({ getNodesByType, cache, reporter }, { vehicles, photosDir });
  for (const { sourceFile: _sourceFile, previousPrice, priceReducedOn, video, ...vehicle } of vehicles) {
    // `price` on a node is the advertised price (fees added), so no page, index or feed can show another.
    const pricing = vehiclePricing({ price: vehicle.price, previousPrice, priceReducedOn }, site, today);
    const fields = {
      ...vehicle,
      ...pricing,
      ...(video === undefined ? {} : { video: videoNodeOf(video) }),
      ...(vehicle.location && lotNames.has(vehicle.location) ? { lotName: lotNames.get(vehicle.location) } : {}),
      slug: vehicleSlug(vehicle),
      path: vehiclePath(vehicle),
      photos: vehicle.photos.map((photo, index) => ({
        file: photo.file,
        alt:
          photo.alt ??
          `${vehicle.year} ${vehicle.make} ${vehicle.model}, photo ${index + 1} of ${vehicle.photos.length}`,
        altWritten: photo.alt !== undefined,
        ...(index === 0 && previews.has(photo.file) ? { blurred: previews.get(photo.file) } : {}),
      })),
    };
    createNode({
      ...fields,
      id: createNodeId(`vehicle-${vehicle.vin}`),
      internal: { type: "Vehicle", contentDigest: createContentDigest(fields) },
    });
  }
};
