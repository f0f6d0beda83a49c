import { shellSliceId, shellSlicesFor } from "../../src/lib/i18n/shell-slices";

describe("shell slices per language", () => {
  it("keeps English on the aliases' own slices and maps a Spanish page to the Spanish ones", () => {
    expect(shellSliceId("header", "en")).toBe("header");
    expect(shellSliceId("header", "es")).toBe("header-es");
    expect(shellSlicesFor("en")).toBeUndefined();
    expect(shellSlicesFor("es")).toEqual({
      "top-bar": "top-bar-es",
      header: "header-es",
      footer: "footer-es",
      "credit-bar": "credit-bar-es",
    });
  });
});
