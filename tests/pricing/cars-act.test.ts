// The CARS Act's 3-day right to cancel as the code applies it, held to the legal text transcribed in
// tests/fixtures/california-cars-act.ts: the price cap and the restocking fee's bands, worked out from the
// fixture's words apart from the code.
import {
  RESTOCKING_FEE,
  RIGHT_TO_CANCEL_DAYS,
  RIGHT_TO_CANCEL_MILES,
  RIGHT_TO_CANCEL_PRICE_CAP,
  rightToCancel,
} from "../../src/lib/pricing/cars-act";
import { CARS_ACT, PRICE_CAP, restockingFeeRule } from "../fixtures/california-cars-act";

describe("the 3-day right to cancel", () => {
  it("uses the fixture's numbers: $50,000, three days, 400 miles, 1.5% between $200 and $600", () => {
    expect(RIGHT_TO_CANCEL_PRICE_CAP).toBe(PRICE_CAP);
    expect(CARS_ACT.rightToCancel.text).toContain("fifty thousand dollars ($50,000)");
    expect(CARS_ACT.rightToCancel.text).toContain("three-day right to cancel");
    expect(RIGHT_TO_CANCEL_DAYS).toBe(3);
    expect(CARS_ACT.mileageLimit.text).toContain(`${RIGHT_TO_CANCEL_MILES} miles`);
    expect(CARS_ACT.restockingFeeAmount.text).toContain(
      `${RESTOCKING_FEE.percent}% of the vehicle's price, but not less than $${RESTOCKING_FEE.minimum} or more than $${RESTOCKING_FEE.maximum}`,
    );
  });

  it.each([
    [5_000, 200, "minimum"],
    [13_333, 200, "minimum"],
    [13_400, 201, "percent"],
    [22_080, 331.2, "percent"],
    [22_080.5, 331.21, "percent"],
    [39_999, 599.99, "percent"],
    [40_000, 600, "maximum"],
    [50_000, 600, "maximum"],
  ] as const)("at $%s the fee is $%s (%s band)", (price, fee, band) => {
    expect(rightToCancel(price)).toEqual({ restockingFee: fee, band });
    expect(rightToCancel(price)?.restockingFee).toBe(restockingFeeRule(price));
  });

  it("does not apply above $50,000, by a cent", () => {
    expect(rightToCancel(50_000.01)).toBeUndefined();
    expect(rightToCancel(64_995)).toBeUndefined();
  });
});
