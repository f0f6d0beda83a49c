import { similarVehicleFinder, similarVehicleIds, type SimilarityFields } from "../../src/lib/inventory/similar";
import { syntheticInventory } from "../../src/lib/content/synthetic-inventory";
import type { BodyStyle } from "../../src/lib/content/vehicle-schema";

/** A generated lot (the project's own generator), as createPages sees it. */
function lot(count: number, seed: number): SimilarityFields[] {
  return syntheticInventory(count, ["photo.jpg"], seed).map((vehicle, index) => ({
    id: `v${index}`,
    stockNumber: vehicle.stockNumber,
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    bodyStyle: vehicle.bodyStyle as BodyStyle,
    price: vehicle.price,
    mileage: vehicle.mileage,
    status: vehicle.status,
  }));
}

describe("similarVehicleFinder", () => {
  it("answers exactly what one pass over the whole inventory answers, for every vehicle", () => {
    for (const [count, seed] of [
      [1500, 1],
      [400, 7],
    ]) {
      const vehicles = lot(count, seed);
      const find = similarVehicleFinder(vehicles);
      for (const vehicle of vehicles)
        expect(find(vehicle), vehicle.stockNumber).toEqual(similarVehicleIds(vehicle, vehicles));
    }
  });

  it("looks beyond the car's own body style, make and model when they have too few others", () => {
    const vehicles = lot(300, 3);
    const only = { ...vehicles[0], id: "only", bodyStyle: "Convertible" as BodyStyle, make: "Lotus", model: "Elise" };
    const all = [...vehicles, only];
    expect(similarVehicleFinder(all)(only)).toEqual(similarVehicleIds(only, all));
    expect(similarVehicleFinder(all)(only)).toHaveLength(4);
  });

  it("breaks equal scores by the lower stock number, as the single pass does", () => {
    const base = lot(1, 5)[0];
    const twins = ["S9", "S2", "S5", "S1", "S7", "S3"].map((stockNumber, index) => ({
      ...base,
      id: `t${index}`,
      stockNumber,
    }));
    const target = { ...base, id: "target", stockNumber: "S0" };
    expect(similarVehicleFinder([target, ...twins])(target)).toEqual(["t3", "t1", "t5", "t2"]);
  });
});
