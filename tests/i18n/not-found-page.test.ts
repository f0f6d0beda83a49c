import { localizedNotFoundRules, notFoundPageOf } from "../../src/lib/i18n/not-found-page";

describe("the 404 page per language", () => {
  it("is the Spanish one under /es/ and the English one elsewhere", () => {
    expect(notFoundPageOf("/es/no-such-page/")).toBe("/es/404.html");
    expect(notFoundPageOf("/es")).toBe("/es/404.html");
    expect(notFoundPageOf("/no-such-page/")).toBe("/404.html");
    expect(notFoundPageOf("/espana/")).toBe("/404.html");
  });

  it("gives the hosts one rule per language besides English", () => {
    expect(localizedNotFoundRules(["en", "es"])).toEqual([{ from: "/es/*", to: "/es/404.html" }]);
    expect(localizedNotFoundRules(["en"])).toEqual([]);
  });
});
