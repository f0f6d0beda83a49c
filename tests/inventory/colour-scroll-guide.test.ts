import { buyersGuideSummary } from "../../src/lib/inventory/buyers-guide";
import { colourFamily } from "../../src/lib/inventory/colour-family";
import { inventoryScrollUpdate } from "../../src/lib/inventory/scroll";
import { activeFilters } from "../../src/lib/inventory/active-filters";
import { EMPTY_QUERY, type InventoryQuery } from "../../src/lib/inventory/query";

describe("colourFamily", () => {
  it.each([
    ["Crystal Black Pearl", "Black"],
    ["Pearl White Multi-Coat", "White"],
    ["Alabaster Silver Metallic", "Silver"],
    ["Gun Metallic", "Gray"],
    ["Magnetic Gray", "Gray"],
    ["Modern Steel Metallic", "Gray"],
    ["Cement", "Gray"],
    ["Soul Red Metallic", "Red"],
    ["Garnet Red Tintcoat", "Red"],
    ["Area 51", "Blue"],
    ["Sea Glass Pearl", "Green"],
    ["Wilderness Green", "Green"],
    ["Plasma Yellow Pearl", "Yellow"],
    ["Oxford White", "White"],
    ["Burnt Sienna", "Other"],
  ])("%s is %s", (paint, family) => {
    expect(colourFamily(paint)).toBe(family);
  });
});

describe("inventoryScrollUpdate", () => {
  it("keeps the position when the search on /inventory/ changes", () => {
    expect(inventoryScrollUpdate({ pathname: "/inventory/" }, { pathname: "/inventory/" })).toBe(false);
  });

  it("does what Gatsby does everywhere else", () => {
    expect(inventoryScrollUpdate(undefined, { pathname: "/inventory/" })).toBe(true);
    expect(inventoryScrollUpdate({ pathname: "/vehicles/x/" }, { pathname: "/inventory/" })).toBe(true);
    expect(inventoryScrollUpdate({ pathname: "/contact/" }, { pathname: "/contact/", hash: "#map" })).toBe("map");
    expect(inventoryScrollUpdate({ pathname: "/contact/" }, { pathname: "/contact/" })).toEqual([0, 0]);
  });
});

describe("buyersGuideSummary", () => {
  it("names the box checked on the Buyers Guide", () => {
    expect(buyersGuideSummary({ type: "as-is" }).heading).toBe("AS IS - NO DEALER WARRANTY");
    expect(buyersGuideSummary({ type: "implied" }).heading).toBe("IMPLIED WARRANTIES ONLY");
  });

  it("gives a dealer warranty's terms", () => {
    const summary = buyersGuideSummary({
      type: "dealer",
      coverage: "limited",
      laborPercent: 50,
      partsPercent: 100,
      systemsCovered: ["Engine", "Transmission"],
      duration: { days: 30, miles: 1000 },
    });
    expect(summary.heading).toBe("DEALER WARRANTY");
    expect(summary.text).toContain("50% of the labor and 100% of the parts");
    expect(summary.dealer).toEqual({
      coverage: "LIMITED WARRANTY.",
      systems: ["Engine", "Transmission"],
      duration: "30 days or 1,000 miles, whichever comes first",
    });
  });
});

describe("activeFilters", () => {
  const labels = {
    lowPrice: "Low Price",
    lowMiles: "Low Miles",
    dealerInspected: "Dealer Inspected",
    localDelivery: "LOCAL DELIVERY",
    getItTomorrow: "Get it Tomorrow!",
  };

  it("labels each filter plainly and removes exactly that one", () => {
    const query: InventoryQuery = {
      ...EMPTY_QUERY,
      body: ["SUV", "Truck"],
      priceMax: 20000,
      mileageMax: 80000,
      badge: ["lowMiles"],
      sort: "price-asc",
      page: 3,
    };
    const filters = activeFilters(query, labels);
    expect(filters.map((f) => f.label)).toEqual(["SUV", "Truck", "Low Miles", "Up to $20,000", "Up to 80,000 miles"]);
    const withoutSuv = filters[0].without;
    expect(withoutSuv.body).toEqual(["Truck"]);
    expect(withoutSuv.priceMax).toBe(20000);
    expect(withoutSuv.sort).toBe("price-asc");
    expect(withoutSuv.page).toBe(1);
    expect(filters[3].without.priceMax).toBeUndefined();
  });
});
