import { ASC_ITEM_ATTRIBUTE, ascItemAttribute, ascItemOf } from "../../src/lib/analytics/asc-item";
import { parseAscItem } from "../../src/lib/analytics/parse-asc-item";
import { makeVehicle } from "../../src/lib/content/make-vehicle";

describe("ASC item fields", () => {
  it("maps VIN, stock, price, condition, year, make, model, trim, colour, body, fuel and date in stock", () => {
    const vehicle = makeVehicle({ trim: "", bodyStyle: "SUV", fuelType: "Hybrid", exteriorColor: "Blue" });
    expect(ascItemOf(vehicle)).toEqual({
      item_id: vehicle.vin,
      item_number: "A1001",
      item_price: 21995,
      item_condition: "used",
      item_year: 2020,
      item_make: "Honda",
      item_model: "Accord",
      item_variant: "",
      item_color: "Blue",
      item_type: "SUV",
      item_fuel_type: "Hybrid",
      item_inventory_date: "2026-10-01",
    });
  });

  it("comes back whole from the page attribute", () => {
    const vehicle = makeVehicle({ make: 'Odd "Make" <Co>' });
    const attribute = ascItemAttribute(vehicle)[ASC_ITEM_ATTRIBUTE];
    expect(parseAscItem(attribute)).toEqual(ascItemOf(vehicle));
  });

  it.each([
    ["missing", null],
    ["empty", ""],
    ["not JSON", "{item_id"],
    ["a list", "[]"],
    ["a price as text", JSON.stringify({ ...ascItemOf(makeVehicle()), item_price: "21995" })],
    ["without a make", JSON.stringify({ ...ascItemOf(makeVehicle()), item_make: undefined })],
    ["not used", JSON.stringify({ ...ascItemOf(makeVehicle()), item_condition: "new" })],
  ])("is no item when the attribute is %s", (_case, value) => {
    expect(parseAscItem(value)).toBeUndefined();
  });
});
