// @vitest-environment jsdom
// The finance disclaimer in both languages: the site's financing numbers written as each language writes them,
// the dealership's number a phone link.
import { render, screen } from "@testing-library/react";
import React from "react";
import { LocaleProvider } from "../../src/components/i18n/locale-context";
import { FinanceDisclaimer } from "../../src/components/ui/finance-disclaimer";
import type { Locale } from "../../src/lib/i18n/locale";

const financing = { creditScore: 720, termMonths: 72, annualIncome: 100000, apr: 7.99, downPaymentPercent: 10 };

function renderIn(locale: Locale) {
  const { container } = render(
    <LocaleProvider value={locale}>
      <FinanceDisclaimer financing={financing} phone="(916) 555-0142" />
    </LocaleProvider>,
  );
  return container.querySelector("#finance-disclaimer")?.textContent;
}

describe("FinanceDisclaimer", () => {
  it("states the English terms as before", () => {
    expect(renderIn("en")).toBe(
      "* Estimated payments are for illustration only. They are not an offer of credit or a promise of approval. " +
        "They assume a 720 credit score, a 72-month term, $100,000 annual gross income, 7.99% APR and 10% down. " +
        "Actual terms vary with creditworthiness, loan amount and term. Prices include every fee the dealer charges " +
        "all buyers, such as the documentation fee; they do not include taxes, title and registration, which are " +
        "government fees, or optional products. Contact the dealership for financing details: (916) 555-0142.",
    );
    expect(screen.getByRole("link", { name: "(916) 555-0142" })).toHaveAttribute("href", "tel:+19165550142");
  });

  it("states them in Spanish on a Spanish page, with the same numbers and the phone link", () => {
    const text = renderIn("es");
    expect(text).toMatch(/^\* Los pagos estimados son solo ilustrativos\./);
    expect(text).toContain("puntaje de crédito de 720, un plazo de 72 meses, un ingreso bruto anual de $100,000");
    expect(text).toContain("tasa de porcentaje anual (APR) del 7.99% y un enganche del 10%");
    expect(text).toMatch(/comuníquese con el concesionario: \(916\) 555-0142\.$/);
    expect(text).toContain(
      "Los precios incluyen todos los cargos del concesionario que pagan todos los compradores, como el cargo por " +
        "documentación; no incluyen impuestos, título ni registro, que son cargos del gobierno, ni productos opcionales.",
    );
    expect(text).not.toMatch(/\b(the|payments|credit score|down)\b/);
    expect(screen.getByRole("link", { name: "(916) 555-0142" })).toHaveAttribute("href", "tel:+19165550142");
  });
});
