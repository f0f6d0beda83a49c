import { sectionForPath } from "../../src/lib/shell/active-section";

describe("sectionForPath", () => {
  it.each([
    ["/", "home"],
    ["", "home"],
    ["/index.html", "home"],
    ["/#featured", "home"],
    ["/?utm_source=mail", "home"],
    ["/inventory", "inventory"],
    ["/inventory/", "inventory"],
    ["/inventory/index.html", "inventory"],
    ["/inventory/?make=Ford&sort=price", "inventory"],
    ["/inventory/#results", "inventory"],
    ["/vehicles/", "inventory"],
    ["/vehicles/2/", "inventory"],
    ["/vehicles/2019-honda-civic-h24100/", "inventory"],
    ["/financing", "financing"],
    ["/financing/#apply", "financing"],
    ["/payments/?price=21995", "financing"],
    ["/trade-in/?stock=H24100", "trade-in"],
    ["/contact", "contact"],
    ["/contact/index.html", "contact"],
    ["/contact/#map", "contact"],
    ["/privacy/", "other"],
    ["/accessibility/", "other"],
    ["/404.html", "other"],
    ["/nope/", "other"],
  ])("%s is in the %s section", (path, section) => {
    expect(sectionForPath(path)).toBe(section);
  });

  it("does not take a path that merely starts with a section's name", () => {
    expect(sectionForPath("/inventory-old/")).toBe("other");
    expect(sectionForPath("/contacts/")).toBe("other");
  });
});
