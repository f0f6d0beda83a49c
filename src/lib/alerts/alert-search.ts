// A new-arrivals alert's search: the /inventory/ query string the shopper was looking at. It is read with the
// search page's own parser (src/lib/inventory/query.ts), so an alert matches exactly what the page showed, and
// kept in one spelling (sort and page left out: they choose an order, not cars). A search whose parameters could
// never match a car (a body style that does not exist, a price range upside down) is refused: the shopper would
// wait for an e-mail that cannot come.
import { BADGE_KEYS, BODY_STYLES, DRIVETRAINS, FUEL_TYPES, TRANSMISSIONS } from "../content/vehicle-fields";
import { COLOUR_FAMILIES } from "../inventory/colour-family";
import { encodeInventoryQuery, parseInventoryQuery, PARAM } from "../inventory/query";
import { ALERT_LIMITS } from "./alert-options";

/** Why a search cannot match: a parameter it does not know, a value outside a list, a range upside down. */
export type SearchProblem = "tooLong" | "unknownValue" | "notANumber" | "emptyRange";

const LIST_PARAMS: Readonly<Record<string, readonly string[]>> = {
  [PARAM.body]: BODY_STYLES,
  [PARAM.drivetrain]: DRIVETRAINS,
  [PARAM.fuel]: FUEL_TYPES,
  [PARAM.transmission]: TRANSMISSIONS,
  [PARAM.colour]: COLOUR_FAMILIES,
  [PARAM.badge]: BADGE_KEYS,
};
const NUMBER_PARAMS = [PARAM.priceMin, PARAM.priceMax, PARAM.yearMin, PARAM.yearMax, PARAM.mileageMax];
// Parameters that order or page the results, or that the page ignores: they change no car's match.
const IGNORED = new Set<string>([PARAM.sort, PARAM.page]);
const TEXT_PARAMS = new Set<string>([PARAM.keyword, PARAM.make, PARAM.model]);

const paramsOf = (search: string) => new URLSearchParams(search.startsWith("?") ? search.slice(1) : search);

/** The search in one spelling, without sort and page: `make=Honda&body=SUV` (no `?`); "" for every car. */
export function normalizeSearch(search: string): string {
  const { sort: _sort, page: _page, ...filters } = parseInventoryQuery(search);
  return encodeInventoryQuery({ ...filters, sort: "newest", page: 1 }).replace(/^\?/, "");
}

/** Why the search could never match a car, or undefined when it can (a search for every car can). */
export function searchProblem(search: string): SearchProblem | undefined {
  if (search.length > ALERT_LIMITS.search) return "tooLong";
  const params = paramsOf(search);
  for (const [name, value] of params) {
    if (IGNORED.has(name) || TEXT_PARAMS.has(name)) continue;
    const list = LIST_PARAMS[name];
    if (list) {
      const known = value
        .split(",")
        .every((part) => list.some((item) => item.toLowerCase() === part.trim().toLowerCase()));
      if (!known) return "unknownValue";
      continue;
    }
    if (NUMBER_PARAMS.includes(name as (typeof NUMBER_PARAMS)[number])) {
      if (!/^\d{1,9}$/.test(value.replace(/[$,\s]/g, ""))) return "notANumber";
      continue;
    }
    // A parameter the search page does not read: the shopper did not get it from the page.
    return "unknownValue";
  }
  const query = parseInventoryQuery(search);
  const upsideDown = (min?: number, max?: number) => min !== undefined && max !== undefined && min > max;
  if (upsideDown(query.priceMin, query.priceMax) || upsideDown(query.yearMin, query.yearMax)) return "emptyRange";
  return undefined;
}

/**
 * The search of an /inventory/ page a plain form was posted from (its `Referer`): without JavaScript the page cannot
 * copy its own query into the form, but a same-origin post carries the page's full address (the site's
 * strict-origin-when-cross-origin policy). Undefined when the post did not come from the search page.
 */
export function searchFromReferer(referer: string | string[] | undefined): string | undefined {
  const value = Array.isArray(referer) ? referer[0] : referer;
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  return /^(\/[a-z]{2})?\/inventory\/$/.test(url.pathname) ? url.search.replace(/^\?/, "") : undefined;
}
