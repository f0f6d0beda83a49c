// What the load bench asks for, read from a build's public/ folder: the home page and the first vehicle page with
// the files each loads without a click (scripts, style sheets, page data), and every photo size the vehicle pages
// link to through serve:prod's image service (`/_gatsby/image/...`: the sizes the build allows, each URL signed).
import fs from "node:fs";
import path from "node:path";

// `&amp;` in attributes, `\u0026` in the JSON-LD and inline scripts that also name photo sizes.
const decode = (value: string) => value.replaceAll("&amp;", "&").replaceAll("\\u0026", "&");

/**
 * Same-site files a page's HTML names: scripts (Gatsby's start-up script lists them in quotes), style sheets, page
 * data, the build's own photo files and icons. The image service's sizes are left to the crawl.
 */
export function assetPaths(html: string): string[] {
  const file = /"(\/(?!\/)[^"?#\s]+\.(?:js|css|json|jpe?g|png|webp|avif|svg|woff2?|webmanifest))(\?[^"]*)?"/g;
  const found = [...html.matchAll(file)].map((match) => decode(`${match[1]}${match[2] ?? ""}`));
  return [...new Set(found)].filter((entry) => !entry.startsWith("/_gatsby/"));
}

/** Every image-service URL in a page's HTML (src and srcset). */
export function imagePaths(html: string): string[] {
  return [...new Set([...html.matchAll(/\/_gatsby\/image\/[^"'\s,]+/g)].map((match) => decode(match[0])))];
}

export interface LoadSite {
  pages: string[];
  /** The pages and their assets: the static load. */
  staticPaths: string[];
  /** Every photo size every vehicle page links to. */
  photoPaths: string[];
  /** The first vehicle page's photo sizes: asked for before the crawl, then as cached answers during it. */
  cachedPhotoPaths: string[];
}

function vehiclePages(publicDir: string): string[] {
  const root = path.join(publicDir, "vehicles");
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(root, entry.name, "index.html")))
    .map((entry) => `/vehicles/${entry.name}/`)
    .sort();
}

const htmlOf = (publicDir: string, page: string) => fs.readFileSync(path.join(publicDir, page, "index.html"), "utf8");

export function readLoadSite(publicDir: string): LoadSite {
  // A vehicle's page links photo sizes; the list pages under /vehicles/ (/vehicles/2/) do not.
  const vehicles = vehiclePages(publicDir).filter((page) => imagePaths(htmlOf(publicDir, page)).length > 0);
  if (vehicles.length === 0)
    throw new Error(`${publicDir} has no vehicle page linking /_gatsby/image/ sizes: a serve:prod build is needed`);
  const pages = ["/", vehicles[0]];
  const pageData = pages.map((page) => `/page-data${page === "/" ? "/index" : page.replace(/\/$/, "")}/page-data.json`);
  const staticPaths = [
    ...new Set([...pages, ...pageData, ...pages.flatMap((page) => assetPaths(htmlOf(publicDir, page)))]),
  ].filter((entry) => fs.existsSync(path.join(publicDir, entry.split("?")[0])) || entry.endsWith("/"));
  const photoPaths = [...new Set(vehicles.flatMap((page) => imagePaths(htmlOf(publicDir, page))))];
  return { pages, staticPaths, photoPaths, cachedPhotoPaths: imagePaths(htmlOf(publicDir, vehicles[0])) };
}
