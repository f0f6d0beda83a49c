import { syntheticInventory } from "../../src/lib/content/synthetic-inventory";
import { vehicleSchema } from "../../src/lib/content/vehicle-schema";

describe("synthetic inventory", () => {
  const vehicles = syntheticInventory(2000, ["a.jpg", "b.jpg", "c.jpg", "d.jpg"], 7);

  it("produces schema-valid vehicles with unique VINs and stock numbers", () => {
    const schema = vehicleSchema(2026);
    for (const vehicle of vehicles) expect(schema.safeParse(vehicle).success).toBe(true);
    expect(new Set(vehicles.map((v) => v.vin)).size).toBe(vehicles.length);
    expect(new Set(vehicles.map((v) => v.stockNumber)).size).toBe(vehicles.length);
  });

  it("is deterministic for a seed and differs across seeds", () => {
    expect(syntheticInventory(50, ["a.jpg"], 7)).toEqual(
      vehicles.slice(0, 50).map((v) => ({ ...v, photos: v.photos.map(() => ({ file: "a.jpg" })) })),
    );
    expect(syntheticInventory(50, ["a.jpg"], 8).map((v) => v.price)).not.toEqual(
      vehicles.slice(0, 50).map((v) => v.price),
    );
  });

  it("spreads across body styles, statuses and a realistic price range", () => {
    expect(new Set(vehicles.map((v) => v.bodyStyle)).size).toBeGreaterThanOrEqual(7);
    expect(new Set(vehicles.map((v) => v.status))).toEqual(new Set(["available", "pending", "sold"]));
    const prices = vehicles.map((v) => v.price);
    expect(Math.min(...prices)).toBeGreaterThanOrEqual(5000);
    expect(Math.max(...prices)).toBeLessThanOrEqual(50000);
  });

  it("refuses to run without photos to reuse", () => {
    expect(() => syntheticInventory(1, [])).toThrow(/at least one photo/);
  });
});
