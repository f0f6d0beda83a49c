import type { RoutesManifest } from "gatsby";
import { withLocalizedNotFound } from "../../gatsby/platform/localized-not-found-routes";

// The routes Gatsby hands the adapter for a bilingual site (abridged).
const ROUTES: RoutesManifest = [
  { type: "static", path: "/es/contact/", filePath: "public/es/contact/index.html", headers: [] },
  { type: "static", path: "/es/404/", filePath: "public/es/404/index.html", headers: [] },
  { type: "function", path: "/api/leads", functionId: "leads" },
];

describe("Netlify's routes with a 404 page per language", () => {
  it("answers a missing Spanish page with the Spanish 404 page and status 404, after Gatsby's routes", () => {
    expect(withLocalizedNotFound(ROUTES, ["en", "es"])).toEqual([
      ...ROUTES,
      { type: "redirect", path: "/es/*", toPath: "/es/404.html", status: 404, headers: [] },
    ]);
  });

  it("changes nothing on an English-only site", () => {
    expect(withLocalizedNotFound(ROUTES, ["en"])).toEqual(ROUTES);
  });
});
