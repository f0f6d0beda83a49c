import { historyAfterPriceChange, shownReduction } from "../../src/lib/pricing/price-reduction";
import { vehiclePricing } from "../../src/lib/pricing/vehicle-pricing";
import type { Fee } from "../../src/lib/pricing/fees";

const doc: Fee = { name: { en: "Documentation fee" }, amount: 85, required: true, includedInPrice: false };
const reduced = { price: 22_450, previousPrice: 23_450, priceReducedOn: "2026-11-16" };

describe("when a price reduction is shown", () => {
  it.each([
    ["on the day of the drop", "2026-11-16", true],
    ["30 days later", "2026-12-16", true],
    ["31 days later", "2026-12-17", false],
    ["before the date (a date in the future)", "2026-11-15", false],
  ])("%s: %s", (_what, today, shown) => {
    expect(shownReduction(reduced, [doc], 30, today) !== undefined).toBe(shown);
  });

  it("is never shown with 0 days, nor without a previous price", () => {
    expect(shownReduction(reduced, [], 0, "2026-11-16")).toBeUndefined();
    expect(shownReduction({ price: 22_450 }, [], 30, "2026-11-16")).toBeUndefined();
  });

  it("measures the drop between advertised prices (fees on both sides)", () => {
    expect(shownReduction({ ...reduced, previousPrice: 23_450.5 }, [doc], 30, "2026-11-20")).toEqual({
      amount: 1_000.5,
      on: "2026-11-16",
    });
  });

  it("the build's pricing: advertised price, the file's price, the reduction (30 days when not set)", () => {
    expect(vehiclePricing(reduced, { fees: [doc] }, "2026-11-23")).toEqual({
      price: 22_535,
      vehiclePrice: 22_450,
      priceReduction: { amount: 1_000, on: "2026-11-16" },
    });
    expect(vehiclePricing(reduced, { priceReductionDays: 5 }, "2026-11-23").priceReduction).toBeNull();
  });
});

describe("what the feed import records when a price changes", () => {
  const today = "2026-11-23";

  it("a drop records the old price and today", () => {
    expect(historyAfterPriceChange({ price: 23_450 }, 22_450, today)).toEqual({
      price: 22_450,
      previousPrice: 23_450,
      priceReducedOn: today,
    });
  });

  it("a second drop starts from the price just before it", () => {
    expect(historyAfterPriceChange(reduced, 21_950, today)).toEqual({
      price: 21_950,
      previousPrice: 22_450,
      priceReducedOn: today,
    });
  });

  it("an unchanged price keeps the reduction and its date", () => {
    expect(historyAfterPriceChange(reduced, 22_450, today)).toEqual(reduced);
    expect(historyAfterPriceChange({ price: 22_450 }, 22_450, today)).toEqual({ price: 22_450 });
  });

  it("a rise still below the previous price keeps the earlier reduction", () => {
    expect(historyAfterPriceChange(reduced, 22_950, today)).toEqual({ ...reduced, price: 22_950 });
  });

  it.each([23_450, 24_000])("a rise to or above the previous price (%d) clears it", (price) => {
    expect(historyAfterPriceChange(reduced, price, today)).toEqual({ price });
  });
});
