import { describe, expect, it, vi } from "vitest";
import { cardDataCache } from "../../src/lib/vehicle-pages/card-data";
import type { DecodedInventory } from "../../src/lib/inventory/index-format";
import { listedInventory } from "../inventory/fixtures";

describe("cardDataCache", () => {
  const vehicles = listedInventory(3);
  const index: DecodedInventory = {
    vehicles,
    imageOf: vi.fn(() => undefined),
    photoPending: () => false,
    loadPhotos: () => Promise.resolve(false),
  };

  it("hands out the same card for the same vehicle, built once", () => {
    const cardOf = cardDataCache(index);
    const first = cardOf(vehicles[0]);
    expect(cardOf(vehicles[0])).toBe(first);
    expect(cardOf(vehicles[1])).not.toBe(first);
    expect(index.imageOf).toHaveBeenCalledTimes(2);
    expect(first).toMatchObject({
      path: vehicles[0].path,
      price: vehicles[0].price,
      stockNumber: vehicles[0].stockNumber,
    });
  });

  it("starts afresh for another index (a new build's data)", () => {
    expect(cardDataCache(index)(vehicles[0])).not.toBe(cardDataCache(index)(vehicles[0]));
  });
});
