// "Reserve this car": a link to the dealer's payment provider (a Stripe Payment Link, a Square checkout link ...)
// named in content/site.json `reserve`, with the vehicle's VIN, stock number and price put into it. Zod-free:
// the schema judges templates with `reserveTemplateProblem`, the vehicle page builds links with `reserveLinkOf`.
import { RESERVE_PLACEHOLDERS } from "./site-fields";

export interface ReserveSetting {
  urlTemplate: string;
  /** The button's text, like "Reserve this car". */
  label: string;
  /** Shown beside the button, like "$500 refundable deposit". */
  deposit: string;
  /** Their Spanish twins, shown on Spanish pages where written. */
  labelEs?: string;
  depositEs?: string;
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
  label: string;
  deposit: string;
  labelEs?: string;
  depositEs?: string;
}

const PLACEHOLDER = /\{[^{}]*\}/g;

/** Why a template cannot be used, or undefined when it can (https://, known placeholders only). */
export function reserveTemplateProblem(template: string): string | undefined {
  let url: URL;
  try {
    // A placeholder in the host ("https://{stock}.example") would let content pick the site the shopper pays on.
    url = new URL(template.replace(PLACEHOLDER, "x"));
  } catch {
    return "expected a payment link starting with https://";
  }
  if (url.protocol !== "https:" || !template.startsWith("https://"))
    return "expected a payment link starting with https://";
  const unknown = (template.match(PLACEHOLDER) ?? []).filter(
    (placeholder) => !(RESERVE_PLACEHOLDERS as readonly string[]).includes(placeholder),
  );
  if (unknown.length > 0)
    return `expected only the placeholders ${RESERVE_PLACEHOLDERS.join(", ")}; unknown ${[...new Set(unknown)].join(", ")}`;
  const host = template.slice("https://".length).split(/[/?#]/, 1)[0] ?? "";
  if (/\{[^{}]*\}/.test(host)) return "expected the placeholders after the host name, not in it";
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
  const { label, labelEs, deposit, depositEs } = setting;
  return {
    href: reserveUrl(setting.urlTemplate, vehicle),
    label,
    deposit,
    ...(labelEs ? { labelEs } : {}),
    ...(depositEs ? { depositEs } : {}),
  };
}
