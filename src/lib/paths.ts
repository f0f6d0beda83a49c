// One place that knows every route, shared by gatsby-node (page creation) and every link.
import type { VehicleContent } from "./content/vehicle-schema";

export const VEHICLES_PER_LIST_PAGE = 24;

export const ROUTES = {
  home: "/",
  inventory: "/inventory/",
  vehicles: "/vehicles/",
  financing: "/financing/",
  contact: "/contact/",
  tradeIn: "/trade-in/",
  payments: "/payments/",
  colors: "/colors/",
  privacy: "/privacy/",
  /** Opting out of the sale or sharing of personal information (linked from every footer as "Your Privacy Choices"). */
  privacyChoices: "/privacy-choices/",
  accessibility: "/accessibility/",
  saved: "/saved/",
  compare: "/compare/",
  /** A dealer group's lots, and each lot's page under it (only on a site with two or more). */
  locations: "/locations/",
  /** The pages an alert e-mail's links open: one button each (confirm, unsubscribe). */
  alertConfirm: "/alerts/confirm/",
  alertUnsubscribe: "/alerts/unsubscribe/",
} as const;

export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

type VehicleKey = Pick<VehicleContent, "year" | "make" | "model" | "stockNumber">;

export function vehicleSlug(vehicle: VehicleKey): string {
  return slugify(`${vehicle.year} ${vehicle.make} ${vehicle.model} ${vehicle.stockNumber}`);
}

/** `/vehicles/2019-honda-civic-h24100/` */
export function vehiclePath(vehicle: VehicleKey): string {
  return `${ROUTES.vehicles}${vehicleSlug(vehicle)}/`;
}

/** `/vehicles/` for page 1, `/vehicles/2/` after that. */
export function vehicleListPath(page: number): string {
  return page <= 1 ? ROUTES.vehicles : `${ROUTES.vehicles}${page}/`;
}

/** `/vehicles/make/honda/`, `/vehicles/make/honda/2/` */
export function makeListPath(make: string, page = 1): string {
  const base = `${ROUTES.vehicles}make/${slugify(make)}/`;
  return page <= 1 ? base : `${base}${page}/`;
}

/** `/locations/east-sacramento/`, `/locations/east-sacramento/2/`: a lot's page and its vehicles' pages. */
export function locationPath(id: string, page = 1): string {
  const base = `${ROUTES.locations}${id}/`;
  return page <= 1 ? base : `${base}${page}/`;
}

/** `/payments/?price=21995` so the calculator opens pre-filled. */
export function paymentsPath(price?: number): string {
  return price === undefined ? ROUTES.payments : `${ROUTES.payments}?price=${Math.round(price)}`;
}

/** Strips query, hash, `index.html` and the trailing slash so `/contact`, `/contact/#map` and `/contact/index.html` compare equal. */
export function normalizePath(pathname: string): string {
  const withoutQuery = pathname.split(/[?#]/)[0] || "/";
  const withoutIndex = withoutQuery.replace(/\/index\.html$/, "/");
  const trimmed = withoutIndex.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/** `/trade-in/?stock=H24100`: the trade-in form, toward this car. */
export function tradeInPath(stockNumber?: string): string {
  return stockNumber ? `${ROUTES.tradeIn}?stock=${encodeURIComponent(stockNumber)}` : ROUTES.tradeIn;
}
