// The dealer's credit application and soft-pull pre-qualification, hosted by its lender platform (content/site.json
// `creditApplication`): which providers the site knows, what their links may look like, and the link for a page.
// Zod-free: the schema judges a setting with `creditApplicationProblems`, pages build links with `creditLinkOf`.
//
// What the providers publish. None of the four publishes the address format of the consumer-facing application:
// RouteOne hands each dealer its Online Credit Application links in its Digital Retail panel ("Show Active Website
// Details"); Dealertrack, 700Credit and DealerCenter set up their dealer-website application or pre-qualification
// with the dealer. None documents a query parameter for a vehicle's stock number, VIN or price, so a named
// provider's link takes none: the vehicle reaches the dealer in the ADF lead the site records first. The hosts
// are the providers' own domains as their public pages use them, kept to those (a link elsewhere, even one the
// provider sends, is "other" with its name written out). Soft-pull pre-qualification is offered where the
// provider publicly sells it (Dealertrack's and 700Credit's pre-qualification); RouteOne and DealerCenter are
// left out until one is documented.
import { hostIsUnder } from "./host-rules";
import { checkUrlTemplate, filledTemplate } from "./url-template";
import type { CreditProvider } from "./site-fields";

/** What a link template may hold: each is replaced by the vehicle's value, URL-encoded (empty off a vehicle page). */
const CREDIT_PLACEHOLDERS = ["{stock}", "{vin}", "{price}"] as const;
type Placeholder = (typeof CREDIT_PLACEHOLDERS)[number];

interface ProviderFacts {
  /** The name shoppers read: "on RouteOne's secure site". */
  name: string;
  /** The hosts its links may be on (the host or a name under it); undefined: any host (other). */
  hosts: readonly string[] | undefined;
  /** The placeholders its documented link takes. */
  placeholders: readonly Placeholder[];
  /** Whether it offers a soft-pull pre-qualification a site can link to. */
  prequalification: boolean;
}

const CREDIT_PROVIDER_FACTS: Record<CreditProvider, ProviderFacts> = {
  routeone: { name: "RouteOne", hosts: ["routeone.com"], placeholders: [], prequalification: false },
  dealertrack: { name: "Dealertrack", hosts: ["dealertrack.com"], placeholders: [], prequalification: true },
  "700credit": { name: "700Credit", hosts: ["700credit.com"], placeholders: [], prequalification: true },
  dealercenter: { name: "DealerCenter", hosts: ["dealercenter.net"], placeholders: [], prequalification: false },
  // A platform the site does not know: the dealer names it and gives its link, any https host, any placeholder.
  other: { name: "", hosts: undefined, placeholders: CREDIT_PLACEHOLDERS, prequalification: true },
};

/** A link by language: English required, another language's own form where the provider has one. */
export type LinkByLocale = Readonly<{ en: string } & Partial<Record<string, string | null>>>;

export interface CreditApplicationSetting {
  provider: CreditProvider;
  /** The platform's name, for "other" only. */
  providerName?: string;
  /** The dealer's hosted credit application, by language. */
  applicationUrl: LinkByLocale;
  /** The soft-pull pre-qualification, by language, where the provider offers one. */
  prequalificationUrl?: LinkByLocale;
}

export interface CreditVehicle {
  stockNumber: string;
  vin: string;
  /** The advertised (total) price, in dollars. */
  price: number;
}

export interface CreditLink {
  href: string;
  /** The language of the provider's form: the page's, or English where the provider has none in it. */
  lang: string;
}

/** The provider's name as the site shows it ("RouteOne", or the dealer's `providerName` for other). */
/**
 * The providers the site knows, read from their facts (keyed by CREDIT_PROVIDERS, so the same list): a page that
 * narrows a queried provider (credit-application-of.ts) need not carry site-fields' list, which every page's
 * JavaScript holds.
 */
export const KNOWN_CREDIT_PROVIDERS = Object.keys(CREDIT_PROVIDER_FACTS) as CreditProvider[];

export const creditProviderName = (setting: Pick<CreditApplicationSetting, "provider" | "providerName">): string =>
  setting.provider === "other" ? (setting.providerName ?? "") : CREDIT_PROVIDER_FACTS[setting.provider].name;

/**
 * Why one link template cannot be used with this provider, or undefined when it can.
 * @internal exported for its unit tests (the schema reaches it through creditApplicationProblems)
 */
export function creditTemplateProblem(provider: CreditProvider, template: string): string | undefined {
  const facts = CREDIT_PROVIDER_FACTS[provider];
  const name = provider === "other" ? "the provider" : facts.name;
  const checked = checkUrlTemplate(template, {
    httpsRule: "expected a link starting with https://",
    allowed: facts.placeholders,
    unknownProblem: (unknown) =>
      facts.placeholders.length === 0
        ? `expected no placeholders: ${name} documents none for a vehicle's values; unknown ${unknown.join(", ")}`
        : `expected only the placeholders ${facts.placeholders.join(", ")}; unknown ${unknown.join(", ")}`,
  });
  if ("problem" in checked) return checked.problem;
  if (facts.hosts && !hostIsUnder(checked.url.hostname, facts.hosts))
    return `expected a link on ${name}'s own site (${facts.hosts.join(", ")}), not ${checked.url.hostname}; for another address choose "other" and name the provider`;
  return undefined;
}

export interface SettingProblem {
  /** The field under `creditApplication`, like ["applicationUrl", "es"]. */
  path: (string | number)[];
  message: string;
}

/** Every problem of a whole setting: each link judged for its provider, the name and pre-qualification rules. */
export function creditApplicationProblems(setting: CreditApplicationSetting): SettingProblem[] {
  const problems: SettingProblem[] = [];
  const { provider } = setting;
  if (provider === "other" && !setting.providerName?.trim())
    problems.push({ path: ["providerName"], message: 'expected the provider\'s name, for "other"' });
  if (provider !== "other" && setting.providerName !== undefined)
    problems.push({
      path: ["providerName"],
      message: `expected no provider name: ${CREDIT_PROVIDER_FACTS[provider].name} is named by the site`,
    });
  if (setting.prequalificationUrl && !CREDIT_PROVIDER_FACTS[provider].prequalification)
    problems.push({
      path: ["prequalificationUrl"],
      message: `expected none: ${CREDIT_PROVIDER_FACTS[provider].name} publishes no soft-pull pre-qualification a site can link to`,
    });
  for (const field of ["applicationUrl", "prequalificationUrl"] as const) {
    for (const [locale, template] of Object.entries(setting[field] ?? {})) {
      if (typeof template !== "string") continue;
      const message = creditTemplateProblem(provider, template);
      if (message) problems.push({ path: [field, locale], message });
    }
  }
  return problems;
}

/** The link a page in `locale` shows: its language's form where the provider has one, else the English one. */
export function creditLinkOf(
  links: LinkByLocale | undefined,
  locale: string,
  vehicle?: CreditVehicle,
): CreditLink | undefined {
  if (!links) return undefined;
  const own = links[locale]?.trim();
  const [template, lang] = own ? [own, locale] : [links.en, "en"];
  return { href: filledTemplate(template, vehicle), lang };
}
