import { i18nFor } from "../../src/lib/i18n/catalogs";
import { shellCatalogs } from "../../src/locales/shell";
import { footerSiteMap } from "../../src/lib/shell/footer-links";
import { routeProgress } from "../../src/lib/shell/route-progress";
import { socialLinks } from "../../src/lib/shell/social-links";
import { siteWith } from "./site-fixture";

describe("social links", () => {
  it("lists each network whose flag is on, named for screen readers in the page's language", () => {
    const site = siteWith({ socialBlock: true, facebook: true, instagram: true, twitter: true });
    const links = socialLinks(site);
    expect(links.map(({ network, url }) => [network, url])).toEqual([
      ["facebook", site.social.facebook],
      ["instagram", site.social.instagram],
      ["twitter", site.social.twitter],
    ]);
    expect(links.map((link) => i18nFor("en", shellCatalogs)._(link.label))).toEqual([
      "Sierra Vista Motors on Facebook (opens in a new tab)",
      "Sierra Vista Motors on Instagram (opens in a new tab)",
      "Sierra Vista Motors on X (Twitter) (opens in a new tab)",
    ]);
    expect(i18nFor("es", shellCatalogs)._(links[0].label)).toBe(
      "Sierra Vista Motors en Facebook (se abre en una pestaña nueva)",
    );
  });

  it("leaves out networks switched off, and everything when the social block is off", () => {
    expect(
      socialLinks(siteWith({ facebook: false, instagram: true, twitter: false })).map((link) => link.network),
    ).toEqual(["instagram"]);
    expect(socialLinks(siteWith({ socialBlock: false, facebook: true, instagram: true, twitter: true }))).toEqual([]);
  });
});

describe("footer site map", () => {
  it("links every public page, privacy and accessibility included", () => {
    expect(footerSiteMap({ showFinancing: true }).map((link) => link.to)).toEqual([
      "/",
      "/inventory/",
      "/vehicles/",
      "/financing/",
      "/payments/",
      "/trade-in/",
      "/contact/",
      "/privacy/",
      "/privacy-choices/",
      "/accessibility/",
    ]);
  });

  it("hides Financing with the header's rule", () => {
    expect(footerSiteMap({ showFinancing: false }).map((link) => link.label.message)).not.toContain("Financing");
  });
});

describe("route progress", () => {
  it("tells subscribers when a delayed page load starts and ends, once each", () => {
    const seen: boolean[] = [];
    const unsubscribe = routeProgress.subscribe(() => seen.push(routeProgress.isLoading()));
    routeProgress.start();
    routeProgress.start();
    routeProgress.done();
    routeProgress.done();
    unsubscribe();
    routeProgress.start();
    routeProgress.done();
    expect(seen).toEqual([true, false]);
  });
});
