// @vitest-environment jsdom
// The right-to-cancel box of a California dealer's vehicle page, in English and in Spanish: the fee for the car's
// price band, the conditions in words, nothing above the cap.
import { cleanup, render, screen } from "@testing-library/react";
import React from "react";
import { LocaleProvider } from "../../src/components/i18n/locale-context";
import { RightToCancel } from "../../src/components/vehicle-detail/right-to-cancel";
import { restockingFeeRule } from "../fixtures/california-cars-act";

afterEach(cleanup);

const draw = (price: number, locale: "en" | "es") =>
  render(
    <LocaleProvider value={locale}>
      <RightToCancel totalPrice={price} />
    </LocaleProvider>,
  ).container;

describe("RightToCancel", () => {
  it("states the right, its conditions and this car's restocking fee in English", () => {
    draw(22_080, "en");
    expect(screen.getByRole("region", { name: "3-day right to cancel" })).toHaveTextContent(
      "California law lets you cancel the purchase of this used vehicle within 3 days, for any reason, as long as " +
        "it has not been driven more than 400 miles since the sale. If you cancel, the dealer may charge a restocking " +
        `fee of $${restockingFeeRule(22_080).toFixed(2)} for this vehicle (1.5% of the price, at least $200 and at most $600). ` +
        "The right applies to used vehicles priced at $50,000 or less.",
    );
  });

  it("says it in Spanish on a Spanish page, with the fee of the price's band", () => {
    draw(9_995, "es");
    const box = screen.getByRole("region", { name: "Derecho a cancelar en 3 días" });
    expect(box).toHaveTextContent(/dentro de 3 días/);
    expect(box).toHaveTextContent(/400 millas/);
    expect(box).toHaveTextContent(/cargo de reposición de \$200 por este vehículo/);
    expect(box).not.toHaveTextContent(/\b(the|days|miles|price)\b/);
  });

  it("shows nothing for a car over $50,000", () => {
    expect(draw(50_085, "en")).toBeEmptyDOMElement();
  });
});
