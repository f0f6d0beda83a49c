// A link template of the site settings (the reservation's payment link, the credit application's link): the
// placeholders {vin}, {stock} and {price} replaced by a vehicle's values, URL-encoded, and the checks that keep the
// site a shopper lands on the same whatever the car. Zod-free: each setting's schema rule calls checkUrlTemplate.

/** What a template's placeholders read of a vehicle. */
export interface TemplateVehicle {
  vin: string;
  stockNumber: string;
  /** The advertised price, in dollars. */
  price: number;
}

const PLACEHOLDER = /\{[^{}]*\}/g;

// Two cars that differ in every value a template can hold: a placeholder that reaches the origin (host, port, or
// the text a URL parser takes for them) changes it between the two.
const PROBE_CARS: readonly TemplateVehicle[] = [
  { vin: "2HGFC2F59KH512345", stockNumber: "H24100", price: 18985 },
  { vin: "5TDJZRFH0LS812345", stockNumber: "T-2402", price: 21450.5 },
];

/** The price as a payment or application page reads it: dollars, no symbol or commas, cents only when there are any. */
const priceText = (price: number) => (Number.isInteger(price) ? String(price) : price.toFixed(2));

/**
 * The template with {vin}, {stock} and {price} replaced by the vehicle's URL-encoded values (by nothing without a
 * vehicle); any other placeholder is left as written.
 */
export function filledTemplate(template: string, vehicle: TemplateVehicle | undefined): string {
  const values: Record<string, string> = {
    "{vin}": vehicle?.vin ?? "",
    "{stock}": vehicle?.stockNumber ?? "",
    "{price}": vehicle ? priceText(vehicle.price) : "",
  };
  return template.replace(PLACEHOLDER, (placeholder) =>
    placeholder in values ? encodeURIComponent(values[placeholder]) : placeholder,
  );
}

function parsed(href: string): URL | undefined {
  try {
    return new URL(href);
  } catch {
    return undefined;
  }
}

export interface TemplateRules {
  /** The problem of a template that does not start with https:// (each setting says it in its own words). */
  httpsRule: string;
  /** The placeholders the setting takes. */
  allowed: readonly string[];
  /** The problem of the placeholders it does not take (each once, in order); asked only when there are some. */
  unknownProblem: (unknown: string[]) => string;
}

/**
 * Why a template cannot be used, or its link for a probe car when it can: https://, only the allowed
 * placeholders, one origin whatever the car, and the host written plainly.
 */
export function checkUrlTemplate(template: string, rules: TemplateRules): { problem: string } | { url: URL } {
  const unknown = [...new Set(template.match(PLACEHOLDER) ?? [])].filter(
    (placeholder) => !rules.allowed.includes(placeholder),
  );
  // The template filled in for two cars, parsed as the browser will parse the link.
  const [first, second] = PROBE_CARS.map((car) => parsed(filledTemplate(template, car)));
  if (!template.startsWith("https://") || !first || first.protocol !== "https:") return { problem: rules.httpsRule };
  if (unknown.length > 0) return { problem: rules.unknownProblem(unknown) };
  // Which site the shopper lands on must not depend on the car.
  if (!second || second.origin !== first.origin)
    return { problem: "expected the placeholders after the host name, not in it" };
  // What a reader sees as the host must be the host: no user name before an @, no \, no encoded or hidden
  // characters, which parsers read differently (https://pay.example\{stock}.evil/, https://{stock}@pay.example/).
  const rest = template.slice(first.origin.length);
  if (template.slice(0, first.origin.length).toLowerCase() !== first.origin || !/^(?:$|[/?#])/.test(rest))
    return { problem: "expected the host name written plainly right after https://, then /, ? or #" };
  return { url: first };
}
