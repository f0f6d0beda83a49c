// @vitest-environment jsdom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import { PaymentCalculator } from "../../src/components/calculator/payment-calculator";
import { formatMoney } from "../../src/lib/format";
import { calculateLoan } from "../../src/lib/payments";
import { site } from "./support-site";

const result = () => screen.getByRole("region", { name: "Estimated monthly payment" });

afterEach(() => window.history.replaceState(null, "", "/"));

describe("PaymentCalculator", { timeout: 20_000 }, () => {
  it("shows the example estimate from the financing assumptions", () => {
    render(<PaymentCalculator financing={site.financing} callToAction={{ text: site.callToAction.en, lang: "en" }} />);
    const expected = calculateLoan({
      price: 20000,
      downPayment: 2000,
      tradeIn: 0,
      aprPercent: 7.99,
      termMonths: 72,
      salesTaxPercent: 0,
    });
    expect(result()).toHaveTextContent(formatMoney(expected.monthly));
    expect(screen.getByRole("combobox", { name: "Loan term" })).toHaveValue("72");
    expect(screen.getByRole("link", { name: site.callToAction.en })).toHaveAttribute("href", "/financing/");
  });

  it("takes the price from the address (/payments/?price=21995)", async () => {
    window.history.replaceState(null, "", "/payments/?price=21995");
    render(<PaymentCalculator financing={site.financing} callToAction={{ text: site.callToAction.en, lang: "en" }} />);
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Vehicle price ($)" })).toHaveValue("21995"));
    expect(screen.getByRole("textbox", { name: /Down payment/ })).toHaveValue("2200");
    const expected = calculateLoan({
      price: 21995,
      downPayment: 2200,
      tradeIn: 0,
      aprPercent: 7.99,
      termMonths: 72,
      salesTaxPercent: 0,
    });
    expect(result()).toHaveTextContent(formatMoney(expected.monthly));
  });

  it("recalculates as the visitor types and marks a field it cannot use", async () => {
    const user = userEvent.setup();
    render(<PaymentCalculator financing={site.financing} callToAction={{ text: site.callToAction.en, lang: "en" }} />);
    const trade = screen.getByRole("textbox", { name: /Trade-in value/ });
    await user.clear(trade);
    await user.type(trade, "3000");
    await user.selectOptions(screen.getByRole("combobox", { name: "Loan term" }), "60");
    await user.type(screen.getByRole("textbox", { name: /Sales tax/ }), ".5"); // "0.5"
    const expected = calculateLoan({
      price: 20000,
      downPayment: 2000,
      tradeIn: 3000,
      aprPercent: 7.99,
      termMonths: 60,
      salesTaxPercent: 0.5,
    });
    expect(result()).toHaveTextContent(formatMoney(expected.monthly));
    expect(result()).toHaveTextContent(formatMoney(expected.totalInterest));
    expect(result()).toHaveTextContent(formatMoney(expected.totalCost));

    const apr = screen.getByRole("textbox", { name: "APR (%)" });
    await user.clear(apr);
    await user.type(apr, "99");
    expect(apr).toHaveAttribute("aria-invalid", "true");
    expect(apr).toHaveAccessibleDescription(/Our estimates use 7.99%. Enter an APR from 0 to 36 percent/);
    expect(result()).toHaveTextContent("Check the highlighted fields to see an estimate.");
  });

  it("announces the new estimate once the visitor pauses", async () => {
    const user = userEvent.setup();
    render(<PaymentCalculator financing={site.financing} callToAction={{ text: site.callToAction.en, lang: "en" }} />);
    await user.selectOptions(screen.getByRole("combobox", { name: "Loan term" }), "48");
    await waitFor(
      () => expect(screen.getByRole("status")).toHaveTextContent(/^Estimated payment \$[\d,.]+ a month for 48 months/),
      { timeout: 2000 },
    );
    expect(window.location.search).toContain("term=48");
  });
});
