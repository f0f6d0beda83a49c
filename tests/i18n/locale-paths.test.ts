import { localeOfPath, localizedPath, twinPath } from "../../src/lib/i18n/locale-paths";

describe("locale paths", () => {
  it("tells a Spanish path by its /es/ prefix, and nothing else", () => {
    expect(localeOfPath("/es/")).toBe("es");
    expect(localeOfPath("/es")).toBe("es");
    expect(localeOfPath("/es/vehicles/2019-honda-civic-h24100/")).toBe("es");
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/inventory/")).toBe("en");
    // A page whose own name starts with "es" is not Spanish.
    expect(localeOfPath("/espanol-info/")).toBe("en");
    expect(localeOfPath("/vehicles/es/")).toBe("en");
  });

  it("puts a route under /es/ for Spanish and leaves English at the root", () => {
    expect(localizedPath("/inventory/", "es")).toBe("/es/inventory/");
    expect(localizedPath("/", "es")).toBe("/es/");
    expect(localizedPath("/inventory/", "en")).toBe("/inventory/");
    expect(() => localizedPath("inventory/", "es")).toThrow(/not a site path/);
    // A path already under /es/ (a Spanish page's own path) is not prefixed twice.
    expect(localizedPath("/es/inventory/", "es")).toBe("/es/inventory/");
    expect(localizedPath("/espana/", "es")).toBe("/es/espana/");
  });

  it("links each page to its twin in the other language, keeping the query", () => {
    expect(twinPath("/inventory/", "?make=Ford&sort=price", "es")).toBe("/es/inventory/?make=Ford&sort=price");
    expect(twinPath("/es/inventory/", "?make=Ford", "en")).toBe("/inventory/?make=Ford");
    expect(twinPath("/es/", "", "en")).toBe("/");
    expect(twinPath("/es", "", "en")).toBe("/");
    expect(twinPath("/", "", "es")).toBe("/es/");
    expect(twinPath("/es/compare/", "?ids=A1,B2", "es")).toBe("/es/compare/?ids=A1,B2");
  });
});
