// @vitest-environment jsdom
// The home page and the service pages (contact, financing, payments, trade-in) in Spanish: their own words
// translated, the dealer's content (staff-written, translated elsewhere) and the forms (the leads' catalog)
// left out of the check.
import { render, screen, within } from "@testing-library/react";
import React from "react";
import { PaymentCalculator } from "../../src/components/calculator/payment-calculator";
import { FeaturedVehicles } from "../../src/components/home/featured-vehicles";
import { HomeView } from "../../src/components/home/home-view";
import { LocaleProvider } from "../../src/components/i18n/locale-context";
import { ContactView } from "../../src/components/page-views/contact-view";
import { FinancingView } from "../../src/components/page-views/financing-view";
import { PaymentsView } from "../../src/components/page-views/payments-view";
import { TradeInView } from "../../src/components/page-views/trade-in-view";
import { civicCard } from "../support/civic-card";
import { site, testimonials } from "./support-site";

const inSpanish = (element: React.ReactElement) => render(<LocaleProvider value="es">{element}</LocaleProvider>);

/** Every string of the shipped content: the dealer writes it, this area does not translate it. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}
const CONTENT = [...new Set([...strings(site), ...strings(testimonials)])]
  .filter((text) => text.length > 2)
  .sort((a, b) => b.length - a.length);

// Words of this area's English text that Spanish never uses.
const ENGLISH =
  /\b(the|and|you|your|our|we|with|for|about|month|months|years?|hours|call|loan|price|cars?|trade|tax|vehicles?|financing|payment|inventory|stars|out of|visit|find|talk|contact|questions|e-mail|directions|opens|tab|score|income|down|amount|monday|sunday|closed|why|what)\b/i;

/** The page's own text: no lead forms with their notices (leads catalog), no finance disclaimer (ui), no content. */
function ownText(container: HTMLElement): string {
  const copy = container.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('form[method="post"]').forEach((form) => form.parentElement?.remove());
  copy.querySelectorAll("#finance-disclaimer").forEach((node) => node.remove());
  let text = copy.textContent ?? "";
  for (const content of CONTENT) text = text.split(content).join(" ");
  return text;
}

function expectNoEnglish(container: HTMLElement) {
  const text = ownText(container);
  expect(text.match(ENGLISH), text).toBeNull();
  // The words that matter most to screen readers live in attributes.
  for (const node of container.querySelectorAll("[aria-label], [title]"))
    expect(node.getAttribute("aria-label") ?? node.getAttribute("title")).not.toMatch(ENGLISH);
}

describe("the Spanish home page", { timeout: 20_000 }, () => {
  it("names its bands, buttons and badges' promises in Spanish", () => {
    const { container } = inSpanish(<HomeView site={site} testimonials={testimonials} />);
    expect(screen.getByRole("link", { name: "Ver inventario" })).toHaveAttribute("href", "/es/inventory/");
    expect(screen.getByRole("link", { name: "Cotice su auto a cuenta" })).toHaveAttribute("href", "/es/trade-in/");
    expect(screen.getByRole("heading", { level: 2, name: `Por qué comprar en ${site.shortName}` })).toBeInTheDocument();
    expect(screen.getByText(/a su puerta en cualquier parte del área de Sacramento/)).toBeInTheDocument();
    const list = screen.getByRole("list", { name: "Lo que dicen nuestros clientes" });
    expect(within(list).getAllByText(/^\d de 5 estrellas$/)).toHaveLength(testimonials.length);
    expect(screen.getByRole("link", { name: "Contáctenos" })).toHaveAttribute("href", "/es/contact/");
    expectNoEnglish(container);
  });

  it("lists the opening hours with Spanish day names", () => {
    inSpanish(<HomeView site={site} testimonials={testimonials} />);
    const hours = screen.getByRole("table", { name: "Horario de atención" });
    expect(
      within(hours)
        .getAllByRole("rowheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Lunes", "Martes", "Miércoles", "Jueves", "Viernes", "Sábado", "Domingo"]);
    expect(screen.getByRole("link", { name: "Cómo llegar en el mapa (se abre en una pestaña nueva)" })).toHaveAttribute(
      "href",
      site.mapUrl,
    );
  });

  it("titles the featured band and its link in Spanish", () => {
    inSpanish(<FeaturedVehicles vehicles={[civicCard]} site={site} />);
    expect(screen.getByRole("heading", { level: 2, name: "Vehículos destacados" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Vea todos nuestros vehículos" })).toHaveAttribute(
      "href",
      "/es/inventory/",
    );
  });
});

describe("the Spanish service pages", { timeout: 20_000 }, () => {
  it("contact: the ways to reach the dealer", () => {
    const { container } = inSpanish(<ContactView site={site} />);
    expect(
      screen.getByText(
        `¿Preguntas sobre un auto, el financiamiento o su auto a cuenta? ${site.businessName} está aquí para ayudarle.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "Llame o envíe un mensaje de texto" })).toBeInTheDocument();
    expect(screen.getByRole("table", { name: "Horario de atención" })).toBeInTheDocument();
    expectNoEnglish(container);
  });

  it("financing: the steps, the assumptions and the worked example in Spanish numbers", () => {
    const { container } = inSpanish(<FinancingView site={site} />);
    expect(screen.getByRole("heading", { level: 1, name: "Financiamiento" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "Firme y llévese su auto" })).toBeInTheDocument();
    expect(screen.getByText("72 meses")).toBeInTheDocument();
    expect(screen.getByText(/Por ejemplo, un auto de \$20,000 con \$2,000 de enganche/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Pruebe sus propias cifras en la calculadora de pagos" })).toHaveAttribute(
      "href",
      "/es/payments/?price=20000",
    );
    expectNoEnglish(container);
  });

  it("financing: with a lender platform, the last step says the application may be completed online there", () => {
    const lender = {
      provider: "dealertrack",
      applicationUrl: { en: "https://www.dealertrack.com/svm/apply" },
    } as const;
    const { container } = inSpanish(<FinancingView site={site} creditApplication={lender} />);
    expect(
      screen.getByText(
        "Complete la solicitud de crédito en línea en el sitio seguro de Dealertrack, o con nosotros en el concesionario. Terminamos con usted los trámites, y usted se va manejando a casa.",
      ),
    ).toBeInTheDocument();
    expectNoEnglish(container);
  });

  it("payments: the calculator's fields, terms and result", () => {
    const { container } = inSpanish(<PaymentsView site={site} />);
    expect(screen.getByRole("heading", { level: 1, name: "Calculadora de pagos" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Precio del vehículo ($)" })).toHaveValue("20000");
    const term = screen.getByRole("combobox", { name: "Plazo" });
    expect(within(term).getByRole("option", { name: "72 meses (6 años)" })).toBeInTheDocument();
    const result = screen.getByRole("region", { name: "Pago mensual estimado" });
    expect(result).toHaveTextContent("72 meses con una tasa de porcentaje anual (APR) del 7.99%");
    expectNoEnglish(container);
  });

  it("trade-in: the steps and the way to name a car from the lot", () => {
    const { container } = inSpanish(<TradeInView site={site} vehicles={[]} />);
    expect(screen.getByRole("heading", { level: 1, name: "Cotice su auto a cuenta" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Cuéntenos sobre su auto" })).toBeInTheDocument();
    expectNoEnglish(container);
  });
});

describe("the English pages stay as they were", { timeout: 20_000 }, () => {
  it("the calculator's term says one year in the singular and others in the plural", () => {
    render(
      <PaymentCalculator
        financing={{ ...site.financing, termMonths: 12 }}
        callToAction={{ text: site.callToAction.en, lang: "en" }}
      />,
    );
    const term = screen.getByRole("combobox", { name: "Loan term" });
    expect(within(term).getByRole("option", { name: "12 months (1 year)" })).toBeInTheDocument();
    expect(within(term).getByRole("option", { name: "72 months (6 years)" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Estimated monthly payment" })).toHaveTextContent(
      "12 months at 7.99% APR",
    );
  });
});
