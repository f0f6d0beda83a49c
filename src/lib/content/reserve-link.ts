// "Reserve this car": a link to the dealer's payment provider (a Stripe Payment Link, a Square checkout link ...)
// named in content/site.json `reserve`, with the vehicle's VIN, stock number and price put into it. Zod-free:
// the schema judges templates with `reserveTemplateProblem`, the vehicle page builds links with `reserveLinkOf`.
import type { TextByLocale } from "../i18n/localized-text";
import { RESERVE_PLACEHOLDERS } from "./site-fields";

export interface ReserveSetting {
  urlTemplate: string;
  /** The button's text by language, like "Reserve this car". */
  label: TextByLocale;
  /** Shown beside the button by language, like "$500 refundable deposit". */
  deposit: TextByLocale;
}

export interface ReserveVehicle {
  vin: string;
  stockNumber: string;
  /** The advertised price, in dollars. */
  price: number;
  status: string;
}

export interface ReserveLink {
  href: string;
  label: TextByLocale;
  deposit: TextByLocale;
}

const PLACEHOLDER = /\{[^{}]*\}/g;

const HTTPS_RULE = "expected a payment link starting with https://";

// Two cars that differ in every value a template can hold: a placeholder that reaches the origin (host, port, or
// the text a URL parser takes for them) changes it between the two.
const PROBE_CARS: ReadonlyArray<Omit<ReserveVehicle, "status">> = [
  { vin: "2HGFC2F59KH512345", stockNumber: "H24100", price: 18985 },
  { vin: "5TDJZRFH0LS812345", stockNumber: "T-2402", price: 21450.5 },
];

function parsed(href: string): URL | undefined {
  try {
    return new URL(href);
  } catch {
    return undefined;
  }
}

/** Why a template cannot be used, or undefined when it can (https://, known placeholders, one fixed origin). */
export function reserveTemplateProblem(template: string): string | undefined {
  const unknown = (template.match(PLACEHOLDER) ?? []).filter(
    (placeholder) => !(RESERVE_PLACEHOLDERS as readonly string[]).includes(placeholder),
  );
  // The template filled in for two cars, parsed as the browser will parse the button's link.
  const [first, second] = PROBE_CARS.map((car) => parsed(reserveUrl(template, car)));
  if (!template.startsWith("https://") || !first || first.protocol !== "https:") return HTTPS_RULE;
  if (unknown.length > 0)
    return `expected only the placeholders ${RESERVE_PLACEHOLDERS.join(", ")}; unknown ${[...new Set(unknown)].join(", ")}`;
  // Which site the shopper pays on must not depend on the car.
  if (!second || second.origin !== first.origin) return "expected the placeholders after the host name, not in it";
  // What a reader sees as the host must be the host: no user name before an @, no \, no encoded or hidden
  // characters, which parsers read differently (https://pay.example\{stock}.evil/, https://{stock}@pay.example/).
  const rest = template.slice(first.origin.length);
  if (template.slice(0, first.origin.length).toLowerCase() !== first.origin || !/^(?:$|[/?#])/.test(rest))
    return "expected the host name written plainly right after https://, then /, ? or #";
  return undefined;
}

/** The price as a payment page reads it: dollars, no symbol or commas, cents only when there are any. */
function reservePriceText(price: number): string {
  return Number.isInteger(price) ? String(price) : price.toFixed(2);
}

/**
 * The template with every placeholder replaced by the vehicle's URL-encoded value.
 * @internal exported for the unit and e2e tests
 */
export function reserveUrl(urlTemplate: string, vehicle: Omit<ReserveVehicle, "status">): string {
  const values: Record<(typeof RESERVE_PLACEHOLDERS)[number], string> = {
    "{vin}": vehicle.vin,
    "{stock}": vehicle.stockNumber,
    "{price}": reservePriceText(vehicle.price),
  };
  return urlTemplate.replace(PLACEHOLDER, (placeholder) =>
    placeholder in values ? encodeURIComponent(values[placeholder as keyof typeof values]) : placeholder,
  );
}

/** The button for one vehicle: only for an available car, and only when the site takes reservations. */
export function reserveLinkOf(setting: ReserveSetting | undefined, vehicle: ReserveVehicle): ReserveLink | undefined {
  if (!setting || vehicle.status !== "available") return undefined;
  const { label, deposit } = setting;
  return { href: reserveUrl(setting.urlTemplate, vehicle), label, deposit };
}
