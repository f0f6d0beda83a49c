// The one narrowing of a vehicle node (src/lib/vehicle-pages/vehicle-node.ts): whatever fields a query asks for.
import { describe, expect, it } from "vitest";
import { narrowVehicleNode } from "../../src/lib/vehicle-pages/vehicle-node";

describe("narrowVehicleNode", () => {
  it("closes the vocabularies, leaves nulls out and copies lists and objects", () => {
    const features = Object.freeze(["Heated seats"]);
    const priceReduction = Object.freeze({ amount: 500, on: "2026-11-01" });
    const node = {
      make: "Honda",
      bodyStyle: "SUV",
      status: "pending",
      badges: ["lowMiles"] as readonly string[],
      features: features as readonly string[],
      mpgCity: null as number | null,
      keys: 2 as number | null,
      priceReduction: priceReduction as { amount: number; on: string } | null,
    };
    const narrowed = narrowVehicleNode(node);
    expect(narrowed).toEqual({
      make: "Honda",
      bodyStyle: "SUV",
      status: "pending",
      badges: ["lowMiles"],
      features: ["Heated seats"],
      keys: 2,
      priceReduction: { amount: 500, on: "2026-11-01" },
    });
    expect(narrowed).not.toHaveProperty("mpgCity");
    expect(narrowed.features).not.toBe(features);
    expect(narrowed.priceReduction).not.toBe(priceReduction);
  });

  it("refuses a value outside a closed vocabulary", () => {
    expect(() => narrowVehicleNode({ bodyStyle: "Spaceship" })).toThrow(/bodyStyle/);
    expect(() => narrowVehicleNode({ badges: ["shiny"] })).toThrow(/badges/);
  });
});
