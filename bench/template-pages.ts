// The pages `npm run bench:templates` measures: one URL for each template and fixed page of a build, so that
// "CLS 0 on every template" and "the heavy pages as light as the contact page" are read from one run.
import { contentVehicles, firstDetailPath, hasPage, type ContentVehicle } from "./public-stats";

export interface TemplatePage {
  /** What the row is called in the report. */
  name: string;
  route: string;
}

/** The page whose Total Blocking Time the heavy pages are held to (issue 27: within 30 ms of it). */
export const REFERENCE_PAGE = "contact";
/** The pages held to the reference page's TBT. */
export const HEAVY_PAGES = ["vehicle detail", "vehicle list", "inventory"] as const;

const FIXED_PAGES: readonly TemplatePage[] = [
  { name: "home", route: "/" },
  { name: "inventory", route: "/inventory/" },
  { name: "vehicle list", route: "/vehicles/" },
  { name: REFERENCE_PAGE, route: "/contact/" },
  { name: "financing", route: "/financing/" },
  { name: "payments", route: "/payments/" },
  { name: "trade-in", route: "/trade-in/" },
  { name: "saved", route: "/saved/" },
  { name: "colors", route: "/colors/" },
  { name: "accessibility", route: "/accessibility/" },
  { name: "privacy", route: "/privacy/" },
  { name: "404", route: "/404/" },
  { name: "500", route: "/500/" },
];

const COMPARED = 3;

/** `/compare/?stock=A,B,C` for the first listed vehicles: the comparison filled in, as a shopper opens it from a link. */
export function compareRoute(vehicles: readonly ContentVehicle[]): string {
  const stock = vehicles
    .filter((vehicle) => vehicle.status !== "sold")
    .slice(0, COMPARED)
    .map((vehicle) => vehicle.stockNumber);
  return stock.length > 0 ? `/compare/?stock=${stock.join(",")}` : "/compare/";
}

/**
 * Every template's page in `publicDir`, in report order. A page the build lacks is an error, not a gap: the
 * run exists to cover them all.
 */
export function templatePages(publicDir: string, contentDir: string): TemplatePage[] {
  const vehicles = contentVehicles(contentDir);
  const detail = firstDetailPath(publicDir, vehicles);
  if (!detail) throw new Error(`${publicDir}: no vehicle detail page of ${contentDir}/vehicles is built`);
  const pages = [...FIXED_PAGES];
  pages.splice(3, 0, { name: "vehicle detail", route: detail }, { name: "compare", route: compareRoute(vehicles) });
  // A bilingual build: the Spanish twin of every template's page (issue 42: Performance 100 in both languages).
  if (hasPage(publicDir, "/es/"))
    pages.push(...pages.map((page) => ({ name: `${page.name} (es)`, route: `/es${page.route}` })));
  const missing = pages.filter((page) => !hasPage(publicDir, page.route.split("?")[0]));
  if (missing.length > 0)
    throw new Error(`${publicDir}: not built: ${missing.map((page) => page.route).join(", ")} (run the build first)`);
  return pages;
}
