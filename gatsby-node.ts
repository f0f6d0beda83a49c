// Thin entry point: each build step lives in its own module under gatsby/.
import type { GatsbyNode } from "gatsby";
import { createPageTwins } from "./gatsby/pages/create-page-twins";
import { createShellSlices } from "./gatsby/pages/create-slices";
import { createLocationPages } from "./gatsby/pages/create-location-pages";
import { groupLots } from "./gatsby/pages/group-lots";
import { createShortlistPages } from "./gatsby/pages/create-shortlist-pages";
import { serveAdminInDevelop, writeAdminEditor } from "./gatsby/editor/admin-editor";
import { addVehicleResolvers, createVehiclePages, VEHICLE_TRANSLATIONS } from "./gatsby/pages/create-vehicle-pages";
import { pageTranslationsTypeDefs, sourcePageTranslations } from "./gatsby/pages/shared-page-translations";
import { headerVariantOrPanic } from "./gatsby/pages/header-variant";
import { platformPostBuild } from "./gatsby/post-build/platform-post-build";
import { precompressStep } from "./gatsby/post-build/write-precompressed";
import { treeShaking } from "./gatsby/webpack/tree-shaking";
import { customizeContentSchema, preloadContentOrPanic, sourceContentNodes } from "./gatsby/content/source-content";
import { englishMessages, poCatalogs } from "./gatsby/webpack/po-catalogs";
import { siteChunks } from "./gatsby/webpack/site-chunks";
import { thirdPartyScriptCode } from "./gatsby/webpack/third-party-script-code";
import { linguiRuntime } from "./gatsby/webpack/lingui-runtime";
import { writeLeadInventory } from "./gatsby/lead-function/write-lead-inventory";
import { alertsOnInBuild, writeFunctionAlertInventory } from "./gatsby/alerts/write-alert-inventory";
import { writeLiveAlertInventoryStep } from "./gatsby/alerts/write-live-alert-inventory";
import { advertisedPrice } from "./src/lib/pricing/fees";
import { siteLanguagesForBuild } from "./gatsby/content/site-languages-for-build";
import { createVehiclePhotoImage } from "./gatsby/content/vehicle-photo-images";
import { addVehiclePhotoResolvers } from "./gatsby/content/vehicle-photo-resolvers";
import { serveImagesInDevelop } from "./gatsby/images/develop-image-route";
import { writeGeneratedSources } from "./gatsby/content/write-generated-sources";
import { registerContentErrors } from "./gatsby/content/content-error-map";

// Fail fast on a mistyped GATSBY_HEADER_VARIANT or bad content; write the lead function's inventory before
// Gatsby compiles the function (which bundles it).
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  registerContentErrors(reporter);
  headerVariantOrPanic(reporter);
  // The files made from a declaration (the languages, the vehicle's fields), before anything bundles or queries them.
  for (const file of writeGeneratedSources()) reporter.info(`${file} written from its declaration`);
  const { site, vehicles, locations } = preloadContentOrPanic(reporter);
  // Leads quote the advertised price, the one the shopper saw.
  const advertised = vehicles.map((vehicle) => ({ ...vehicle, price: advertisedPrice(vehicle.price, site.fees) }));
  const { file, count } = writeLeadInventory(advertised, locations);
  reporter.info(`leads: ${count} vehicles in ${file} for the lead function`);
  // The alert function bundles its inventory too; it says whether this build offers alerts (GATSBY_ALERTS=on).
  const alerts = writeFunctionAlertInventory(advertised);
  reporter.info(
    `alerts: ${alertsOnInBuild() ? "on" : "off (GATSBY_ALERTS is not on)"}; ${alerts.count} vehicles in ${alerts.file} for the alert function`,
  );
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = (args, options) => {
  customizeContentSchema?.(args, options, () => undefined);
  args.actions.createTypes(pageTranslationsTypeDefs);
};

export const sourceNodes: GatsbyNode["sourceNodes"] = async (args, options) => {
  await sourceContentNodes?.(args, options, () => undefined);
  await sourcePageTranslations(args, [VEHICLE_TRANSLATIONS]);
};

// Each vehicle photo as a RemoteFile of Gatsby's Image CDN, its sizes made by the host (docs/deployment.md).
export const onCreateNode: GatsbyNode["onCreateNode"] = (args, options) =>
  createVehiclePhotoImage?.(args, options, () => undefined);

export const createResolvers: GatsbyNode["createResolvers"] = (args) => {
  addVehicleResolvers(args);
  addVehiclePhotoResolvers(args);
};

export const createPages: GatsbyNode["createPages"] = async (args) => {
  // The shell in each language of the site (the `languages` setting; English only when it is left out).
  // A dealer group's lots (two or more; none otherwise): the shell links them, each has its page, the search filters by them.
  const lots = await groupLots(args);
  createShellSlices(args, siteLanguagesForBuild(), lots);
  await createLocationPages(args, lots);
  await createVehiclePages(args, lots);
  await createShortlistPages(args);
};

// Each fixed page in the site's other languages (only `/es/…` when `languages` lists Spanish).
export const onCreatePage: GatsbyNode["onCreatePage"] = (args) => createPageTwins(args);

export const onPostBuild: GatsbyNode["onPostBuild"] = async (args, options) => {
  await platformPostBuild?.(args, options, () => undefined);
  await writeLiveAlertInventoryStep?.(args, options, () => undefined);
  // Last: the twins are made from the files as the steps above left them.
  await precompressStep?.(args, options, () => undefined);
};
export const onCreateBabelConfig: GatsbyNode["onCreateBabelConfig"] = (args) => englishMessages(args);
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (args) => {
  poCatalogs(args);
  siteChunks(args);
  treeShaking(args);
  thirdPartyScriptCode(args);
  linguiRuntime(args);
};

// The content editor at /admin/ is its own bundle (gatsby/editor/admin-editor.ts), never part of the site's pages.
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async ({ reporter }) => {
  try {
    const result = await writeAdminEditor();
    if ("skipped" in result) return reporter.info(result.skipped);
    reporter.info(
      `Content editor written to public/admin/ (${Math.round(result.bytes / 1024)} KB of JavaScript, ${result.milliseconds} ms)`,
    );
  } catch (error) {
    reporter.panic(`The content editor (/admin/) could not be built: ${(error as Error).message}`, error as Error);
  }
};

export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  serveAdminInDevelop(app);
  serveImagesInDevelop(app);
};
