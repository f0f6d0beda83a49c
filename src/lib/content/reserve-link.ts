// "Reserve this car": a link to the dealer's payment provider (a Stripe Payment Link, a Square checkout link ...)
// named in content/site.json `reserve`, with the vehicle's VIN, stock number and price put into it. Zod-free:
// the schema judges templates with `reserveTemplateProblem`, the vehicle page builds links with `reserveLinkOf`.
import type { TextByLocale } from "../i18n/localized-text";
import { RESERVE_PLACEHOLDERS } from "./site-fields";
import { checkUrlTemplate, filledTemplate } from "./url-template";

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

const HTTPS_RULE = "expected a payment link starting with https://";

/** Why a template cannot be used, or undefined when it can (https://, known placeholders, one fixed origin). */
export function reserveTemplateProblem(template: string): string | undefined {
  const checked = checkUrlTemplate(template, {
    httpsRule: HTTPS_RULE,
    allowed: RESERVE_PLACEHOLDERS,
    unknownProblem: (unknown) =>
      `expected only the placeholders ${RESERVE_PLACEHOLDERS.join(", ")}; unknown ${unknown.join(", ")}`,
  });
  return "problem" in checked ? checked.problem : undefined;
}

/**
 * The template with every placeholder replaced by the vehicle's URL-encoded value.
 * @internal exported for the unit and e2e tests
 */
export const reserveUrl = (urlTemplate: string, vehicle: Omit<ReserveVehicle, "status">): string =>
  filledTemplate(urlTemplate, vehicle);

/** The button for one vehicle: only for an available car, and only when the site takes reservations. */
export function reserveLinkOf(setting: ReserveSetting | undefined, vehicle: ReserveVehicle): ReserveLink | undefined {
  if (!setting || vehicle.status !== "available") return undefined;
  const { label, deposit } = setting;
  return { href: reserveUrl(setting.urlTemplate, vehicle), label, deposit };
}
