import { ariaCurrentFor, navItems } from "../../src/lib/shell/nav-items";

describe("nav items", () => {
  it("lists Home, Inventory, Financing, Trade-in and Contact in that order, with their routes", () => {
    expect(navItems({ showFinancing: true }).map(({ label, to }) => [label.message, to])).toEqual([
      ["Home", "/"],
      ["Inventory", "/inventory/"],
      ["Financing", "/financing/"],
      ["Trade-in", "/trade-in/"],
      ["Contact", "/contact/"],
    ]);
  });

  it("leaves Financing out when it is hidden", () => {
    expect(navItems({ showFinancing: false }).map((item) => item.label.message)).toEqual([
      "Home",
      "Inventory",
      "Trade-in",
      "Contact",
    ]);
  });

  it("marks exactly the current section's link with aria-current=page", () => {
    const items = navItems({ showFinancing: true });
    expect(items.map((item) => ariaCurrentFor(item, "inventory"))).toEqual([
      undefined,
      "page",
      undefined,
      undefined,
      undefined,
    ]);
    expect(items.map((item) => ariaCurrentFor(item, "trade-in"))).toEqual([
      undefined,
      undefined,
      undefined,
      "page",
      undefined,
    ]);
    expect(items.map((item) => ariaCurrentFor(item, "home"))).toEqual([
      "page",
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(items.every((item) => ariaCurrentFor(item, "other") === undefined)).toBe(true);
    expect(items.every((item) => ariaCurrentFor(item, undefined) === undefined)).toBe(true);
  });
});

describe("a dealer group's navigation", () => {
  it("links the lots, in the one-row headers in Home's place (the brand links home)", () => {
    const items = navItems({ showFinancing: true, showLocations: true });
    expect(items.map((item) => item.section)).toEqual([
      "home",
      "inventory",
      "financing",
      "trade-in",
      "locations",
      "contact",
    ]);
    expect(items.filter((item) => !item.notInline).map((item) => item.section)).toEqual([
      "inventory",
      "financing",
      "locations",
      "contact",
    ]);
    expect(
      navItems({ showFinancing: true })
        .filter((item) => !item.notInline)
        .map((item) => item.section),
    ).toEqual(["home", "inventory", "financing", "contact"]);
  });
});
