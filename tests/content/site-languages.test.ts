import { siteLanguagesOf } from "../../src/lib/content/site-languages";

describe("siteLanguagesOf", () => {
  it("is English only when the setting is left out", () => {
    expect(siteLanguagesOf(undefined)).toEqual(["en"]);
    expect(siteLanguagesOf(null)).toEqual(["en"]);
  });

  it("puts English first, whatever order the file lists", () => {
    expect(siteLanguagesOf(["es", "en"])).toEqual(["en", "es"]);
    expect(siteLanguagesOf(["en", "es"])).toEqual(["en", "es"]);
    expect(siteLanguagesOf(["en"])).toEqual(["en"]);
  });
});
