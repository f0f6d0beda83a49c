import { pageTwinsOf } from "../../src/lib/i18n/page-twins";

/** The Spanish shell's slices, mapped on every Spanish twin. */
const SPANISH_SLICES = {
  "top-bar": "top-bar-es",
  header: "header-es",
  footer: "footer-es",
  "credit-bar": "credit-bar-es",
};

describe("page twins", () => {
  it("gives an English page a Spanish twin under /es/, in the Spanish shell", () => {
    expect(pageTwinsOf({ path: "/contact/" }, ["en", "es"])).toEqual([
      {
        path: "/es/contact/",
        slices: SPANISH_SLICES,
      },
    ]);
    expect(pageTwinsOf({ path: "/404.html" }, ["en", "es"]).map((twin) => twin.path)).toEqual(["/es/404.html"]);
    // No match path for the 404 page's twin: `/es/*` would put every Spanish page in the app chunk's match paths.
    expect(pageTwinsOf({ path: "/404/" }, ["en", "es"])[0]).toEqual({
      path: "/es/404/",
      slices: SPANISH_SLICES,
    });
    expect(pageTwinsOf({ path: "/404.html" }, ["en", "es"])[0]).not.toHaveProperty("matchPath");
    expect(pageTwinsOf({ path: "/", matchPath: "/*" }, ["en", "es"])[0]).toMatchObject({
      path: "/es/",
      matchPath: "/es/*",
    });
  });

  it("makes none on an English-only site, and none of a page that is already Spanish", () => {
    expect(pageTwinsOf({ path: "/contact/" }, ["en"])).toEqual([]);
    expect(pageTwinsOf({ path: "/es/contact/" }, ["en", "es"])).toEqual([]);
    // Plugins' pages stay single.
    expect(pageTwinsOf({ path: "/offline-plugin-app-shell-fallback/" }, ["en", "es"])).toEqual([]);
    expect(pageTwinsOf({ path: "/dev-404-page/" }, ["en", "es"])).toEqual([]);
  });
});
