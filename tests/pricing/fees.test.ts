import { formatDollars } from "../../src/lib/format";
import { estimatePayment } from "../../src/lib/payments";
import { advertisedPrice, amountFinanced, priceBreakdown, toCents, type Fee } from "../../src/lib/pricing/fees";

const doc: Fee = { name: { en: "Documentation fee" }, amount: 85, required: true, includedInPrice: false };
const smog: Fee = { name: { en: "Smog certificate" }, amount: 49.99, required: true, includedInPrice: true };
const etch: Fee = { name: { en: "VIN etching" }, amount: 299, required: false, includedInPrice: false };

describe("advertised price and its breakdown", () => {
  it("adds a required fee that is not in the price", () => {
    expect(advertisedPrice(21_995, [doc])).toBe(22_080);
  });

  it("lists a required fee already in the price as included, without adding it again", () => {
    const breakdown = priceBreakdown(21_995, [doc, smog]);
    expect(breakdown.required).toEqual([
      { name: { en: "Documentation fee" }, amount: 85, included: false },
      { name: { en: "Smog certificate" }, amount: 49.99, included: true },
    ]);
    expect(breakdown.total).toBe(22_080);
  });

  it("lists an optional fee but never adds it", () => {
    const breakdown = priceBreakdown(21_995, [doc, etch]);
    expect(breakdown.optional).toEqual([{ name: { en: "VIN etching" }, amount: 299, included: false }]);
    expect(breakdown.total).toBe(22_080);
    expect(advertisedPrice(21_995, [etch])).toBe(21_995);
  });

  it("keeps a fee's name in every language written on its line", () => {
    const name = { en: "Documentation fee", es: "Cargo por documentación" };
    const breakdown = priceBreakdown(21_995, [{ ...doc, name }, etch]);
    expect(breakdown.required).toEqual([{ name, amount: 85, included: false }]);
    expect(breakdown.optional[0].name).toEqual({ en: "VIN etching" });
  });

  it("without fees the advertised price is the vehicle's price", () => {
    expect(priceBreakdown(18_750)).toEqual({ vehiclePrice: 18_750, required: [], optional: [], total: 18_750 });
  });

  it("sums in cents: no floating-point drift", () => {
    const cents: Fee[] = [
      { name: { en: "A" }, amount: 0.1, required: true, includedInPrice: false },
      { name: { en: "B" }, amount: 0.2, required: true, includedInPrice: false },
    ];
    // 0.1 + 0.2 is 0.30000000000000004 in floating point.
    expect(advertisedPrice(0.7, cents)).toBe(1);
    expect(advertisedPrice(21_995, [{ ...doc, amount: 85.1 }])).toBe(22_080.1);
    expect(advertisedPrice(19_999.99, [{ ...doc, amount: 0.01 }])).toBe(20_000);
  });

  it("rounds a vehicle price with fractions of a cent to the cent, halves away from zero", () => {
    expect(toCents(0.29)).toBe(29);
    expect(toCents(21_995.005)).toBe(2_199_501);
    expect(toCents(21_995.004)).toBe(2_199_500);
    expect(priceBreakdown(21_995.004, [doc]).total).toBe(22_080);
  });

  it("shows cents only when there are some", () => {
    expect(formatDollars(22_080)).toBe("$22,080");
    expect(formatDollars(22_080.1)).toBe("$22,080.10");
  });
});

describe("amount financed", () => {
  it("is the advertised price less the down payment, in cents, never below 0", () => {
    expect(amountFinanced(22_080.1, 2_208)).toBe(19_872.1);
    expect(amountFinanced(5_000, 6_000)).toBe(0);
  });

  it("payment estimates finance the advertised price less the down payment", () => {
    const financing = { creditScore: 720, termMonths: 72, annualIncome: 100_000, apr: 7.99, downPaymentPercent: 10 };
    const estimate = estimatePayment(advertisedPrice(21_995, [doc]), financing);
    expect(estimate.downPayment).toBe(2_208);
    expect(estimate.amountFinanced).toBe(19_872);
    expect(estimate.monthly).toBeGreaterThan(estimatePayment(21_995, financing).monthly);
  });
});
