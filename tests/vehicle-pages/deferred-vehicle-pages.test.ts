import { deferredVehicleIds, vehiclePagesAtBuild } from "../../src/lib/vehicle-pages/deferred-vehicle-pages";

const car = (id: string, listed = true, location?: string) => ({ id, listed, location });

describe("VEHICLE_PAGES_AT_BUILD", () => {
  it("builds every page when unset or blank", () => {
    expect(vehiclePagesAtBuild({})).toEqual({ all: true });
    expect(vehiclePagesAtBuild({ VEHICLE_PAGES_AT_BUILD: "  " })).toEqual({ all: true });
  });

  it("reads a whole number, 0 included", () => {
    expect(vehiclePagesAtBuild({ VEHICLE_PAGES_AT_BUILD: " 48 " })).toEqual({ newestPerLot: 48 });
    expect(vehiclePagesAtBuild({ VEHICLE_PAGES_AT_BUILD: "0" })).toEqual({ newestPerLot: 0 });
  });

  it.each(["all", "-1", "2.5", "1e3", "ten"])("refuses %j, naming the setting", (value) => {
    expect(() => vehiclePagesAtBuild({ VEHICLE_PAGES_AT_BUILD: value })).toThrow(
      `VEHICLE_PAGES_AT_BUILD must be a whole number of vehicle pages per lot (or unset), got "${value}"`,
    );
  });
});

describe("deferredVehicleIds", () => {
  it("defers nothing when every page is built", () => {
    expect(deferredVehicleIds([car("a"), car("b", false)], { all: true }).size).toBe(0);
  });

  it("builds the newest listed cars of the site and defers the rest and every sold car", () => {
    const vehicles = [car("new"), car("sold", false), car("second"), car("third"), car("fourth")];
    expect([...deferredVehicleIds(vehicles, { newestPerLot: 2 })]).toEqual(["sold", "third", "fourth"]);
  });

  it("counts each lot on its own", () => {
    const vehicles = [
      car("n1", true, "north"),
      car("n2", true, "north"),
      car("s1", true, "south"),
      car("n3", true, "north"),
    ];
    expect([...deferredVehicleIds(vehicles, { newestPerLot: 1 })]).toEqual(["n2", "n3"]);
  });

  it("defers every page with 0", () => {
    expect(deferredVehicleIds([car("a"), car("b")], { newestPerLot: 0 })).toEqual(new Set(["a", "b"]));
  });
});
