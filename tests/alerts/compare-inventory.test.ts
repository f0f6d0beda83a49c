// The inventory comparison: what changed for one subscription between what it was last sent for and the live build,
// and what it watches afterwards (applied only once the e-mail went: then the same inventory shows nothing new).
import { compareInventory, knownMatches } from "../../src/lib/alerts/compare-inventory";
import type { AlertTarget } from "../../src/lib/alerts/subscription";
import { CIVIC, CRV, INVENTORY, PRIUS, car, withCar } from "./support/alert-fixtures";

const watching = (price = 18_995): AlertTarget => ({
  kind: "price-drop",
  cars: [{ stockNumber: "H24100", title: "2019 Honda Civic EX", price }],
});

describe("a price-drop alert", () => {
  it("reports a lower fee-inclusive price with the price the shopper was told, and watches from the new price on", () => {
    const live = withCar(INVENTORY, "H24100", { price: 17_995 });
    const { changes, next } = compareInventory(watching(), live);
    expect(changes.priceDrops).toEqual([{ car: { ...CIVIC, price: 17_995 }, oldPrice: 18_995, newPrice: 17_995 }]);
    expect(next).toEqual(watching(17_995));
    // The same inventory again: nothing new.
    expect(compareInventory(next as AlertTarget, live).changes.priceDrops).toEqual([]);
  });

  it("says nothing of a price that went up, and measures the next drop from the price the shopper was told", () => {
    const up = compareInventory(watching(), withCar(INVENTORY, "H24100", { price: 19_995 }));
    expect(up.changes.priceDrops).toEqual([]);
    expect(up.next).toEqual(watching());
    const back = compareInventory(watching(), withCar(INVENTORY, "H24100", { price: 18_995 }));
    expect(back.changes.priceDrops).toEqual([]);
  });

  it("keeps watching a car whose sale is pending, without news (the deal may fall through)", () => {
    const { changes, next } = compareInventory(
      watching(),
      withCar(INVENTORY, "H24100", { status: "pending", price: 15_000 }),
    );
    expect(changes).toEqual({ priceDrops: [], arrivals: [], sold: [] });
    expect(next).toEqual(watching());
  });

  it("sends a last note when the car is sold or gone, and ends with its last car", () => {
    for (const live of [withCar(INVENTORY, "H24100", { status: "sold" }), INVENTORY.filter((c) => c !== CIVIC)]) {
      const { changes, next } = compareInventory(watching(), live);
      expect(changes.sold).toEqual([{ stockNumber: "H24100", title: "2019 Honda Civic EX", price: 18_995 }]);
      expect(next).toBeUndefined();
    }
  });

  it("with several cars, drops the sold one and keeps the others", () => {
    const target: AlertTarget = {
      kind: "price-drop",
      cars: [
        { stockNumber: "H24100", title: "2019 Honda Civic EX", price: 18_995 },
        { stockNumber: "T24205", title: "2014 Toyota Prius Two", price: PRIUS.price },
      ],
    };
    const { changes, next } = compareInventory(target, withCar(INVENTORY, "T24205", { status: "sold" }));
    expect(changes.sold.map((sold) => sold.stockNumber)).toEqual(["T24205"]);
    expect(next).toEqual({ kind: "price-drop", cars: [target.cars[0]] });
  });
});

describe("a new-arrivals alert", () => {
  const search = "make=Honda";
  const known = knownMatches(search, INVENTORY);

  it("starts from the search's listed cars the shopper saw", () => {
    expect(known).toEqual(["H24100", "H24200"]);
    expect(knownMatches("make=Ford", INVENTORY)).toEqual(["F24177"]); // the pending Mustang, not the sold truck
  });

  it("reports cars new to the search, newest first, and then knows them", () => {
    const accord = car({ stockNumber: "H24300", make: "Honda", model: "Accord", dateInStock: "2026-11-20" });
    const fit = car({ stockNumber: "H24301", make: "Honda", model: "Fit", dateInStock: "2026-11-21" });
    const live = [...INVENTORY, accord, fit, car({ stockNumber: "T24400", make: "Toyota" })];
    const { changes, next } = compareInventory({ kind: "new-arrivals", search, known }, live);
    expect(changes.arrivals.map((arrival) => arrival.stockNumber)).toEqual(["H24301", "H24300"]);
    expect(next).toEqual({ kind: "new-arrivals", search, known: ["H24100", "H24200", "H24301", "H24300"] });
    expect(compareInventory(next as AlertTarget, live).changes.arrivals).toEqual([]);
  });

  it("announces a new car only once it is on sale, and forgets cars that left", () => {
    const pending = car({ stockNumber: "H24302", make: "Honda", status: "pending" });
    const first = compareInventory({ kind: "new-arrivals", search, known }, [
      ...INVENTORY.filter((c) => c !== CRV),
      pending,
    ]);
    expect(first.changes.arrivals).toEqual([]);
    expect(first.next).toEqual({ kind: "new-arrivals", search, known: ["H24100"] });
    const onSale = compareInventory(first.next as AlertTarget, [...INVENTORY, { ...pending, status: "available" }]);
    expect(onSale.changes.arrivals.map((arrival) => arrival.stockNumber)).toEqual(["H24200", "H24302"]);
  });

  it("matches with the search page's own filters", () => {
    const suv = "body=SUV&priceMax=30000";
    const { changes } = compareInventory({ kind: "new-arrivals", search: suv, known: [] }, INVENTORY);
    expect(changes.arrivals.map((arrival) => arrival.stockNumber)).toEqual(["H24200"]);
  });
});
