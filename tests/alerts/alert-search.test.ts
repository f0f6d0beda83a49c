// A new-arrivals alert's search: one spelling for one set of filters, and a refusal for a search that could never
// match (what the endpoint answers with 422 next to the search).
import { normalizeSearch, searchFromReferer, searchProblem } from "../../src/lib/alerts/alert-search";

describe("normalizeSearch", () => {
  it("keeps the filters in the search page's own order and spelling, without sort and page", () => {
    expect(normalizeSearch("?sort=price-asc&body=suv&make=Honda&page=3&priceMax=25,000")).toBe(
      "make=Honda&body=SUV&priceMax=25000",
    );
  });

  it("is empty for every car", () => {
    expect(normalizeSearch("")).toBe("");
    expect(normalizeSearch("?sort=newest")).toBe("");
  });
});

describe("searchProblem", () => {
  it("lets through any search the page can write, the empty one included", () => {
    for (const search of ["", "make=Tesla", "body=SUV&body=Truck&priceMin=5000&priceMax=30000", "q=civic&sort=reduced"])
      expect(searchProblem(search), search).toBeUndefined();
  });

  it("refuses a value outside a closed list, a parameter the page does not read, and a word where a number goes", () => {
    expect(searchProblem("body=Spaceship")).toBe("unknownValue");
    expect(searchProblem("color=Plaid")).toBe("unknownValue");
    expect(searchProblem("wheels=3")).toBe("unknownValue");
    expect(searchProblem("priceMax=cheap")).toBe("notANumber");
  });

  it("refuses a price or year range upside down", () => {
    expect(searchProblem("priceMin=30000&priceMax=10000")).toBe("emptyRange");
    expect(searchProblem("yearMin=2024&yearMax=2010")).toBe("emptyRange");
    expect(searchProblem("yearMin=2010&yearMax=2010")).toBeUndefined();
  });

  it("refuses a search longer than the limit", () => {
    expect(searchProblem(`q=${"a".repeat(700)}`)).toBe("tooLong");
  });
});

describe("searchFromReferer", () => {
  it("reads the query of the inventory page, in either language", () => {
    expect(searchFromReferer("https://dealer.example/inventory/?make=Honda")).toBe("make=Honda");
    expect(searchFromReferer("https://dealer.example/es/inventory/?body=SUV")).toBe("body=SUV");
    expect(searchFromReferer("https://dealer.example/inventory/")).toBe("");
  });

  it("ignores any other page, and no Referer", () => {
    expect(searchFromReferer("https://dealer.example/vehicles/?make=Honda")).toBeUndefined();
    expect(searchFromReferer(undefined)).toBeUndefined();
    expect(searchFromReferer("not a url")).toBeUndefined();
  });
});
