// @vitest-environment jsdom
// Staff-written text on Spanish pages: the dealer's Spanish (`"tagline": { "en": ..., "es": ... }`) where
// written; where not, the English text marked lang="en"; and the English pages exactly as before.
import { render, screen, within } from "@testing-library/react";
import React from "react";
import { PaymentCalculator } from "../../src/components/calculator/payment-calculator";
import { BadgePromises } from "../../src/components/home/badge-promises";
import { Hero } from "../../src/components/home/hero";
import { TestimonialList } from "../../src/components/home/testimonial-list";
import { LocaleProvider } from "../../src/components/i18n/locale-context";
import { LocalizedSpan } from "../../src/components/i18n/localized-span";
import { ContactView } from "../../src/components/page-views/contact-view";
import { FinancingView } from "../../src/components/page-views/financing-view";
import { CreditBar } from "../../src/components/shell/credit-bar";
import { CenteredHeader } from "../../src/components/shell/header-centered";
import { ClassicHeader } from "../../src/components/shell/header-classic";
import { VehicleBadges } from "../../src/components/vehicle-card/vehicle-badges";
import { PriceBreakdown } from "../../src/components/vehicle-detail/price-breakdown";
import { ReserveButton } from "../../src/components/vehicle-detail/reserve-button";
import type { SiteSettings } from "../../src/lib/content/site-settings-schema";
import type { Locale } from "../../src/lib/i18n/locale";
import { localizedField } from "../../src/lib/i18n/localized-text";
import { site, testimonials } from "../pages/support-site";

vi.setConfig({ testTimeout: 20_000 });

/** The same content with every text's other languages left out, as a dealer who writes English only has it. */
function withoutTwins<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutTwins) as T;
  if (!value || typeof value !== "object") return value;
  const record = value as Record<string, unknown>;
  if (typeof record.en === "string") return { en: record.en } as T;
  return Object.fromEntries(Object.entries(record).map(([key, field]) => [key, withoutTwins(field)])) as T;
}

const englishOnly: SiteSettings = withoutTwins(site);

const renderIn = (locale: Locale, element: React.ReactElement) =>
  render(<LocaleProvider value={locale}>{element}</LocaleProvider>);

/** The element holding exactly `text`, and the language it is marked in (the closest lang attribute). */
/** The quote's paragraph as a shopper reads it, typographic quotes included. */
const quote = (text: string) => (_: string, node: Element | null) =>
  node?.tagName === "P" && node.textContent === `\u201c${text}\u201d`;

function langOf(text: string): string | null {
  const node = screen.getByText(text);
  return node.closest("[lang]")?.getAttribute("lang") ?? null;
}

describe("the fixtures", () => {
  it("ship Spanish twins, and the English-only copy has none", () => {
    expect(site.contact.heading.es).toBeTruthy();
    expect(JSON.stringify(englishOnly)).not.toMatch(/"es":/);
    expect(englishOnly.contact.heading).toEqual({ en: site.contact.heading.en });
  });
});

describe("LocalizedSpan", () => {
  it("renders the bare text in the page's language and a lang span otherwise", () => {
    const { container } = renderIn("es", <LocalizedSpan text={{ text: "Hola", lang: "es" }} />);
    expect(container.innerHTML).toBe("Hola");
    const english = renderIn("es", <LocalizedSpan text={{ text: "Hello", lang: "en" }} />);
    expect(english.container.innerHTML).toBe('<span lang="en">Hello</span>');
    const onEnglishPage = renderIn("en", <LocalizedSpan text={{ text: "Hello", lang: "en" }} />);
    expect(onEnglishPage.container.innerHTML).toBe("Hello");
  });
});

describe("the contact page's headings", () => {
  it("are the dealer's Spanish on a Spanish page", () => {
    renderIn("es", <ContactView site={site} />);
    expect(screen.getByRole("heading", { level: 1, name: "Contáctenos" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Comuníquese con nosotros" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "¡Nos encantaría saber de usted!" })).toBeInTheDocument();
    expect(langOf("Contáctenos")).toBeNull();
  });

  it("are the English ones marked English where the Spanish is missing", () => {
    renderIn("es", <ContactView site={englishOnly} />);
    for (const text of [site.contact.heading.en, site.contact.subheading.en, site.contact.intro.en])
      expect(langOf(text)).toBe("en");
  });

  it("stay English, unmarked, on the English page", () => {
    const { container } = renderIn("en", <ContactView site={site} />);
    expect(screen.getByRole("heading", { level: 1, name: site.contact.heading.en })).toBeInTheDocument();
    expect(container.querySelector("[lang]")).toBeNull();
    expect(container.textContent).not.toContain("Contáctenos");
  });
});

describe("the call to action", () => {
  it("is the dealer's Spanish in the header, the hero, the financing page and the calculator", () => {
    renderIn("es", <ClassicHeader site={site} />);
    expect(screen.getByRole("link", { name: "Solicite su preaprobación" })).toHaveAttribute("href", "/es/financing/");
    renderIn("es", <FinancingView site={site} />);
    expect(screen.getByRole("heading", { level: 2, name: "Solicite su preaprobación" })).toBeInTheDocument();
    renderIn(
      "es",
      <PaymentCalculator financing={site.financing} callToAction={localizedField(site.callToAction, "es")} />,
    );
    expect(screen.getAllByRole("link", { name: "Solicite su preaprobación" })).toHaveLength(2);
  });

  it("is the English one marked English where the Spanish is missing", () => {
    const { container } = renderIn("es", <ClassicHeader site={englishOnly} />);
    const button = screen.getByRole("link", { name: site.callToAction.en });
    expect(button.querySelector('[lang="en"]')).toHaveTextContent(site.callToAction.en);
    renderIn("es", <FinancingView site={englishOnly} />);
    const heading = screen.getByRole("heading", { level: 2, name: site.callToAction.en });
    expect(heading.querySelector('[lang="en"]')).not.toBeNull();
    expect(container.textContent).not.toContain("Obtenga");
  });

  it("stays English, unmarked, on the English header", () => {
    const { container } = renderIn("en", <ClassicHeader site={site} />);
    expect(screen.getByRole("link", { name: site.callToAction.en })).toHaveAttribute("href", "/financing/");
    expect(container.querySelector("[lang]")).toBeNull();
  });
});

describe("the home page's hero, badges and testimonials", () => {
  const hero = (settings: SiteSettings, locale: Locale) => (
    <Hero
      businessName={settings.businessName}
      tagline={localizedField(settings.tagline, locale)}
      callToAction={localizedField(settings.callToAction, locale)}
    />
  );

  it("show the dealer's Spanish on a Spanish page", () => {
    renderIn("es", hero(site, "es"));
    expect(screen.getByText("Vehículos usados de calidad a precios de descuento.")).toBeInTheDocument();
    renderIn("es", <BadgePromises badges={site.badges} city="Sacramento" />);
    expect(screen.getByRole("heading", { level: 3, name: "¡Lléveselo mañana!" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { level: 3, name: site.badges.getItTomorrow.en })).toBeNull();
    renderIn("es", <TestimonialList testimonials={testimonials} labelledBy="t" />);
    const first = testimonials[0]!;
    expect(first.text.es).toBeTruthy();
    expect(screen.getByText(quote(first.text.es!))).toBeInTheDocument();
    expect(screen.queryByText(quote(first.text.en))).toBeNull();
  });

  it("mark the English text English where the Spanish is missing; badges fall back to the site's translation", () => {
    renderIn("es", hero(englishOnly, "es"));
    expect(langOf(site.tagline.en)).toBe("en");
    expect(langOf(site.callToAction.en)).toBe("en");
    renderIn("es", <BadgePromises badges={englishOnly.badges} city="Sacramento" />);
    expect(screen.getByRole("heading", { level: 3, name: "Lléveselo mañana" })).toBeInTheDocument();
    renderIn("es", <TestimonialList testimonials={withoutTwins(testimonials)} labelledBy="t" />);
    expect(langOf(testimonials[0]!.text.en)).toBe("en");
  });

  it("stay English, unmarked, on the English page", () => {
    const { container } = renderIn("en", hero(site, "en"));
    expect(screen.getByText(site.tagline.en)).toBeInTheDocument();
    renderIn("en", <BadgePromises badges={site.badges} city="Sacramento" />);
    expect(screen.getByRole("heading", { level: 3, name: site.badges.getItTomorrow.en })).toBeInTheDocument();
    const list = renderIn("en", <TestimonialList testimonials={testimonials} labelledBy="t" />);
    expect(within(list.container).getByText(quote(testimonials[0]!.text.en))).toBeInTheDocument();
    expect(container.querySelector("[lang]")).toBeNull();
    expect(list.container.querySelector("[lang]")).toBeNull();
  });
});

describe("the centered header's tagline", () => {
  it("is the dealer's Spanish, else the English marked English; English unchanged", () => {
    renderIn("es", <CenteredHeader site={site} />);
    expect(screen.getByText(site.tagline.es!)).toBeInTheDocument();
    expect(langOf(site.tagline.es!)).toBeNull();
    renderIn("es", <CenteredHeader site={englishOnly} />);
    expect(langOf(site.tagline.en)).toBe("en");
  });

  it("stays English, unmarked, on the English header", () => {
    const { container } = renderIn("en", <CenteredHeader site={site} />);
    expect(screen.getByText(site.tagline.en)).toBeInTheDocument();
    expect(container.querySelector("[lang]")).toBeNull();
  });
});

describe("the credit bar's location line", () => {
  it("is the dealer's Spanish, else the English marked English; English unchanged", () => {
    const spanish = renderIn("es", <CreditBar site={site} year={2026} />);
    expect(spanish.container).toHaveTextContent(/Lotline Web Studio.* en California$/);
    expect(spanish.container.querySelector("[lang]")).toBeNull();
    const fallback = renderIn("es", <CreditBar site={englishOnly} year={2026} />);
    expect(fallback.container.querySelector('[lang="en"]')).toHaveTextContent(site.credit.location.en);
    const english = renderIn("en", <CreditBar site={site} year={2026} />);
    expect(english.container).toHaveTextContent(site.credit.location.en);
    expect(english.container.querySelector("[lang]")).toBeNull();
  });
});

describe("a vehicle card's badges", () => {
  it("are the dealer's Spanish labels, else the site's translation; English unchanged", () => {
    const badges = ["lowMiles", "getItTomorrow"] as const;
    renderIn("es", <VehicleBadges badges={badges} labels={site.badges} />);
    expect(screen.getByRole("list", { name: "Insignias" })).toHaveTextContent("Poco millaje¡Lléveselo mañana!");
    const fallback = renderIn("es", <VehicleBadges badges={badges} labels={englishOnly.badges} />);
    expect(fallback.container).toHaveTextContent("Poco millajeLléveselo mañana");
    const english = renderIn("en", <VehicleBadges badges={badges} labels={site.badges} />);
    expect(english.container).toHaveTextContent(`${site.badges.lowMiles.en}${site.badges.getItTomorrow.en}`);
  });
});

describe("the vehicle page's reserve button and fees", () => {
  const reserve = {
    href: "https://pay.example/H24100",
    label: { en: "Reserve this car" },
    deposit: { en: "$500 refundable deposit" },
  };
  const spanishReserve = {
    ...reserve,
    label: { ...reserve.label, es: "Apartar este auto" },
    deposit: { ...reserve.deposit, es: "Depósito reembolsable de $500" },
  };
  const fee = { name: { en: "Documentation fee" }, amount: 85, required: true, includedInPrice: false };
  const optional = {
    name: { en: "VIN etching", es: "Grabado del VIN" },
    amount: 299,
    required: false,
    includedInPrice: false,
  };
  const withSpanish = (es: string) => ({ ...fee, name: { ...fee.name, es } });

  it("are the dealer's Spanish on a Spanish page", () => {
    renderIn("es", <ReserveButton link={spanishReserve} />);
    expect(screen.getByRole("link", { name: "Apartar este auto" })).toHaveAccessibleDescription(
      "Depósito reembolsable de $500",
    );
    renderIn("es", <PriceBreakdown vehiclePrice={21_995} fees={[withSpanish("Cargo por documentación"), optional]} />);
    expect(screen.getByRole("rowheader", { name: "Cargo por documentación" })).toBeInTheDocument();
    expect(screen.getByText(/Grabado del VIN \$299/)).toBeInTheDocument();
  });

  it("are the English ones marked English where the Spanish is missing", () => {
    renderIn("es", <ReserveButton link={reserve} />);
    expect(langOf(reserve.label.en)).toBe("en");
    expect(langOf(reserve.deposit.en)).toBe("en");
    renderIn("es", <PriceBreakdown vehiclePrice={21_995} fees={[fee]} />);
    expect(langOf(fee.name.en)).toBe("en");
  });

  it("stay English, unmarked, on the English page", () => {
    const { container } = renderIn("en", <ReserveButton link={spanishReserve} />);
    expect(screen.getByRole("link", { name: reserve.label.en })).toHaveAccessibleDescription(reserve.deposit.en);
    const fees = renderIn("en", <PriceBreakdown vehiclePrice={21_995} fees={[withSpanish("Cargo"), optional]} />);
    expect(within(fees.container).getByRole("rowheader", { name: fee.name.en })).toBeInTheDocument();
    expect(fees.container).toHaveTextContent("VIN etching $299");
    expect(container.querySelector("[lang]")).toBeNull();
    expect(fees.container.querySelector("[lang]")).toBeNull();
  });
});
