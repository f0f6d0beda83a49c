// @vitest-environment jsdom
// The service pages' titles and descriptions: as they were in English, translated on the Spanish path, and
// the 404 and 500 pages' own words in the page's language.
import { render, screen } from "@testing-library/react";
import type { HeadFC } from "gatsby";
import { useStaticQuery } from "gatsby";
import fs from "node:fs";
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { LocaleProvider } from "../../src/components/i18n/locale-context";
import * as notFound from "../../src/pages/404";
import * as serverError from "../../src/pages/500";
import * as contact from "../../src/pages/contact";
import * as financing from "../../src/pages/financing";
import * as offline from "../../src/pages/offline";
import * as payments from "../../src/pages/payments";
import * as tradeIn from "../../src/pages/trade-in";

const siteSettings = JSON.parse(fs.readFileSync("content/site.json", "utf8"));

beforeEach(() => {
  vi.mocked(useStaticQuery).mockReturnValue({
    siteSettings,
    site: { siteMetadata: { siteUrl: "https://www.sierravista.example" } },
  });
});

function renderHead(Head: HeadFC, pathname: string) {
  const props = { location: { pathname } } as unknown as Parameters<HeadFC>[0];
  const markup = renderToStaticMarkup(<Head {...props} />);
  const template = document.createElement("template");
  template.innerHTML = markup;
  return {
    lang: /<html lang="([^"]+)"/.exec(markup)?.[1],
    title: template.content.querySelector("title")?.textContent,
    description: template.content.querySelector('meta[name="description"]')?.getAttribute("content"),
  };
}

const PAGES: [name: string, Head: HeadFC, path: string, english: string, spanish: string][] = [
  ["contact", contact.Head, "/contact/", "Contact Us", "Contáctenos"],
  ["financing", financing.Head, "/financing/", "Financing", "Financiamiento"],
  ["payments", payments.Head, "/payments/", "Payment calculator", "Calculadora de pagos"],
  ["trade-in", tradeIn.Head, "/trade-in/", "Value your trade-in", "Cotice su auto a cuenta"],
  ["404", notFound.Head, "/404/", "Page not found", "Página no encontrada"],
  ["500", serverError.Head, "/500/", "Something went wrong", "Algo salió mal"],
  ["offline", offline.Head, "/offline/", "You're offline", "No tiene conexión"],
];

describe("page heads", () => {
  it.each(PAGES)("%s: the English title as before, the Spanish one on /es/", (_name, Head, path, english, spanish) => {
    const en = renderHead(Head, path);
    expect(en.title).toBe(`${english} | Sierra Vista Motors`);
    expect(en.lang).toBe("en");
    const es = renderHead(Head, `/es${path}`);
    expect(es.title).toBe(`${spanish} | Sierra Vista Motors`);
    expect(es.lang).toBe("es");
  });

  it("keeps the English descriptions word for word and translates them on /es/", () => {
    expect(renderHead(payments.Head, "/payments/").description).toBe(
      "Estimate your monthly car payment from the price, down payment, trade-in, APR, term and sales tax.",
    );
    expect(renderHead(payments.Head, "/es/payments/").description).toBe(
      "Calcule el pago mensual de su auto según el precio, el enganche, su auto a cuenta, la tasa de porcentaje anual (APR), el plazo y el impuesto sobre las ventas.",
    );
    expect(renderHead(tradeIn.Head, "/es/trade-in/").description).toMatch(/^Cuéntenos sobre su auto/);
  });
});

describe("error pages", { timeout: 20_000 }, () => {
  it("the 404 page says what happened in the page's language", () => {
    const { unmount } = render(<notFound.default />);
    expect(screen.getByRole("heading", { level: 1, name: "We couldn't find that page" })).toBeInTheDocument();
    unmount();
    render(
      <LocaleProvider value="es">
        <notFound.default />
      </LocaleProvider>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "No encontramos esa página" })).toBeInTheDocument();
    expect(screen.getByText(/Puede que el enlace sea antiguo/)).toBeInTheDocument();
  });

  it("the 500 page says what happened in the page's language", () => {
    render(
      <LocaleProvider value="es">
        <serverError.default />
      </LocaleProvider>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Algo falló de nuestro lado" })).toBeInTheDocument();
    expect(screen.getByText(/No se pudo cargar esta página/)).toBeInTheDocument();
  });
});
