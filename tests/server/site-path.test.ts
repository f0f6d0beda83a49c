// The one spelling of a path the production server answers, and the decoded path it matches rules against.
import { isHostFile } from "../../src/lib/server/public-paths";
import { sitePathOf } from "../../src/lib/server/site-path";

describe("the one spelling of a request's path", () => {
  it("is the path as links write it, decoded", () => {
    expect(sitePathOf("/")).toBe("/");
    expect(sitePathOf("/admin/")).toBe("/admin/");
    expect(sitePathOf("/contact")).toBe("/contact");
    expect(sitePathOf("/app-abc123.js")).toBe("/app-abc123.js");
    expect(sitePathOf("/static/two%20words.txt")).toBe("/static/two words.txt");
    expect(sitePathOf("/es/p%C3%A1gina/")).toBe("/es/página/");
    expect(sitePathOf("/es/p%c3%a1gina/")).toBe("/es/página/");
    expect(sitePathOf("/a%25b")).toBe("/a%b");
    expect(sitePathOf("/a%3Fb")).toBe("/a?b");
  });

  it("is undefined for another way of writing a path", () => {
    for (const raw of [
      "//admin/",
      "/admin//",
      "/./admin/",
      "/admin/.",
      "/x/../admin/",
      "/..",
      "/%61dmin/",
      "/%5Fheaders",
      "/x/%2e%2e/_headers",
      "/x/%2E%2E/_headers",
      "/static/..%2f_headers",
      "/static/..%2F_headers",
      "/static%5c_headers",
      "/admin%7e/",
      "/a%00b",
      "/a%0Ab",
      "/a%7Fb",
    ])
      expect(sitePathOf(raw), raw).toBeUndefined();
  });

  it("is undefined for a path no URL has: relative, not ASCII, a backslash, a broken escape", () => {
    for (const raw of ["", "admin/", "*", "/página/", "/a b", "/a\\b", "/a%", "/a%2", "/a%zz", "/a%C3", "/a%FF"])
      expect(sitePathOf(raw), raw).toBeUndefined();
  });
});

describe("the host files", () => {
  it("are _headers and _redirects, in any case (a file system may ignore it)", () => {
    for (const pathname of ["/_headers", "/_redirects", "/_HEADERS", "/_Redirects"])
      expect(isHostFile(pathname), pathname).toBe(true);
    for (const pathname of ["/headers", "/_headers/", "/x/_headers", "/_headers.txt"])
      expect(isHostFile(pathname), pathname).toBe(false);
  });
});
