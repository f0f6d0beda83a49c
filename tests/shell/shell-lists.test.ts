import { footerSiteMap } from "../../src/lib/shell/footer-links";
import { routeProgress } from "../../src/lib/shell/route-progress";
import { socialLinks } from "../../src/lib/shell/social-links";
import { siteWith } from "./site-fixture";

describe("social links", () => {
  it("lists each network whose flag is on, named for screen readers", () => {
    const site = siteWith({ socialBlock: true, facebook: true, instagram: true, twitter: true });
    expect(socialLinks(site)).toEqual([
      { network: "facebook", label: "Sierra Vista Motors on Facebook", url: site.social.facebook },
      { network: "instagram", label: "Sierra Vista Motors on Instagram", url: site.social.instagram },
      { network: "twitter", label: "Sierra Vista Motors on X (Twitter)", url: site.social.twitter },
    ]);
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
      "/accessibility/",
    ]);
  });

  it("hides Financing with the header's rule", () => {
    expect(footerSiteMap({ showFinancing: false }).map((link) => link.label)).not.toContain("Financing");
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
