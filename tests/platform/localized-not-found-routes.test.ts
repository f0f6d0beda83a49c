import type { RoutesManifest } from "gatsby";
import { withLocalizedNotFound } from "../../gatsby/platform/localized-not-found-routes";

// The routes Gatsby hands the adapter for a bilingual site (abridged): the Spanish 404 page's match path
// comes as a static route, which the Netlify adapter would write as a status-200 rewrite.
const ROUTES: RoutesManifest = [
  { type: "static", path: "/es/contact/", filePath: "public/es/contact/index.html", headers: [] },
  { type: "static", path: "/es/*", filePath: "public/es/404/index.html", headers: [] },
  {
    type: "static",
    path: "/page-data/es/*/page-data.json",
    filePath: "public/page-data/es/404/page-data.json",
    headers: [],
  },
  { type: "function", path: "/api/leads", functionId: "leads" },
];

describe("Netlify's routes with a 404 page per language", () => {
  it("answers a missing Spanish page with the Spanish 404 page and status 404, not a 200 rewrite", () => {
    const routes = withLocalizedNotFound(ROUTES, ["en", "es"]);
    expect(routes.filter((route) => route.path === "/es/*")).toEqual([
      { type: "redirect", path: "/es/*", toPath: "/es/404.html", status: 404, headers: [] },
    ]);
    // Everything else is left as Gatsby made it.
    expect(routes).toContainEqual(ROUTES[0]);
    expect(routes).toContainEqual(ROUTES[2]);
    expect(routes).toContainEqual(ROUTES[3]);
  });

  it("changes nothing on an English-only site", () => {
    expect(withLocalizedNotFound(ROUTES, ["en"])).toEqual(ROUTES);
  });
});
