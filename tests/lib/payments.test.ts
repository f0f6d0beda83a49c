import { calculateLoan, downPayment, estimatePayment, monthlyPayment } from "../../src/lib/payments";

describe("monthlyPayment", () => {
  it("matches published amortisation values", () => {
    // $20,000 at 6% for 60 months is $386.66; $25,000 at 7.99% for 72 months is $438.21.
    expect(monthlyPayment(20_000, 6, 60)).toBe(386.66);
    expect(monthlyPayment(25_000, 7.99, 72)).toBe(438.21);
    expect(monthlyPayment(10_000, 4.5, 36)).toBe(297.47);
  });

  it("divides evenly at 0% APR, rounding to cents", () => {
    expect(monthlyPayment(12_000, 0, 48)).toBe(250);
    expect(monthlyPayment(10_000, 0, 72)).toBe(138.89);
  });

  it("is zero when nothing is financed and refuses nonsense terms", () => {
    expect(monthlyPayment(0, 7, 60)).toBe(0);
    expect(monthlyPayment(-100, 7, 60)).toBe(0);
    expect(() => monthlyPayment(1000, 5, 0)).toThrow(/term/);
    expect(() => monthlyPayment(1000, -1, 12)).toThrow(/APR/);
  });
});

describe("downPayment and estimatePayment", () => {
  it("takes a percentage of the price in whole dollars, clamped to 0-100%", () => {
    expect(downPayment(21_995, 10)).toBe(2200);
    expect(downPayment(10_000, 150)).toBe(10_000);
    expect(downPayment(10_000, -5)).toBe(0);
  });

  it("estimates from the financing assumptions", () => {
    const estimate = estimatePayment(21_995, {
      creditScore: 720,
      termMonths: 72,
      annualIncome: 100_000,
      apr: 7.99,
      downPaymentPercent: 10,
    });
    expect(estimate).toEqual({ downPayment: 2200, amountFinanced: 19_795, monthly: 346.97, termMonths: 72, apr: 7.99 });
  });
});

describe("calculateLoan", () => {
  it("adds sales tax, subtracts down payment and trade-in, totals interest and cost", () => {
    const result = calculateLoan({
      price: 20_000,
      downPayment: 2000,
      tradeIn: 3000,
      aprPercent: 6,
      termMonths: 60,
      salesTaxPercent: 7.25,
    });
    expect(result.salesTax).toBe(1450);
    expect(result.amountFinanced).toBe(16_450);
    expect(result.monthly).toBe(monthlyPayment(16_450, 6, 60));
    expect(result.totalInterest).toBe(Math.round((result.monthly * 60 - 16_450) * 100) / 100);
    expect(result.totalCost).toBe(Math.round((result.monthly * 60 + 5000) * 100) / 100);
  });

  it("finances nothing when down payment and trade-in cover the price", () => {
    expect(
      calculateLoan({
        price: 8000,
        downPayment: 5000,
        tradeIn: 4000,
        aprPercent: 9,
        termMonths: 48,
        salesTaxPercent: 0,
      }),
    ).toEqual({
      salesTax: 0,
      amountFinanced: 0,
      monthly: 0,
      totalInterest: 0,
      totalCost: 8000,
    });
  });
});
