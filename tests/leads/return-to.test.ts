import { leadOutcomeFromSearch, leadRedirectLocation, safeReturnPath } from "../../src/lib/forms/return-to";
// Seeded, so a failing case can be reproduced.
import { seededRandom } from "../../src/lib/seeded-random";

describe("safeReturnPath", () => {
  it("keeps same-site paths, without their query or fragment", () => {
    expect(safeReturnPath("/contact/")).toBe("/contact/");
    expect(safeReturnPath("/vehicles/2019-honda-civic-h24100/?x=1#top")).toBe("/vehicles/2019-honda-civic-h24100/");
  });

  it.each([
    "https://evil.example/",
    "//evil.example/",
    "/\\evil.example/",
    "\\\\evil.example",
    "javascript:alert(1)",
    "evil.example",
    "/\t/evil.example",
    "",
    "x".repeat(400),
  ])("sends %j to the home page instead", (value) => {
    const path = safeReturnPath(value);
    expect(path.startsWith("/") && !path.startsWith("//")).toBe(true);
    expect(new URL(path, "https://site.example").origin).toBe("https://site.example");
    expect(path).toBe("/");
  });

  it("keeps an encoded line break as it is: a path on this site, which a Location header carries as text", () => {
    expect(safeReturnPath("/%0d%0aSet-Cookie:x")).toBe("/%0d%0aSet-Cookie:x");
    expect(leadRedirectLocation("/%0d%0aSet-Cookie:x", "contact-form", "sent")).not.toMatch(/[\r\n]/);
  });

  it.each([
    "/.//evil.example",
    "/%2e//evil.example",
    "/%2E//evil.example",
    "/a/..//evil.example",
    "/././/evil.example/x",
    "/a/b/../..//evil.example",
  ])("never returns a protocol-relative path, even after dot segments are resolved: %j", (value) => {
    expect(safeReturnPath(value)).toBe("/");
  });

  it("refuses values that are not text", () => {
    expect(safeReturnPath(["/contact/"])).toBe("/");
    expect(safeReturnPath(undefined, "/financing/")).toBe("/financing/");
  });
});

// Pieces a redirect attack is built from: slashes both ways, dot segments plain and percent-encoded,
// controls, credentials and scheme separators, another host.
const FUZZ_PIECES = [
  "/",
  "//",
  "\\",
  ".",
  "..",
  "%2e",
  "%2E",
  "%2f",
  "%5c",
  "%09",
  "%00",
  "\t",
  "\n",
  "@",
  ":",
  "?",
  "#",
  " ",
  "a",
  "evil.example",
  "http:",
  "%252e",
];

describe("safeReturnPath, fuzzed", () => {
  it("returns a same-site path for 10,000 random inputs, on its own and as a redirect target", () => {
    const random = seededRandom(20261121);
    for (let i = 0; i < 10_000; i++) {
      const length = 1 + Math.floor(random() * 8);
      const value =
        (random() < 0.8 ? "/" : "") +
        Array.from({ length }, () => FUZZ_PIECES[Math.floor(random() * FUZZ_PIECES.length)]).join("");
      const result = safeReturnPath(value);
      const context = `input ${JSON.stringify(value)} gave ${JSON.stringify(result)}`;
      expect(result.startsWith("/"), context).toBe(true);
      expect(result.startsWith("//") || result.startsWith("/\\"), context).toBe(false);
      // What a browser does with the Location header: resolve it against the page it came from.
      expect(new URL(result, "https://site.example/contact/").origin, context).toBe("https://site.example");
      expect(
        new URL(leadRedirectLocation(value, "contact-form", "sent"), "https://site.example/a/b/").origin,
        context,
      ).toBe("https://site.example");
      // Stable: a second pass changes nothing (the handler must not depend on one).
      expect(safeReturnPath(result), context).toBe(result);
    }
  }, 30_000); // about a second; more on a loaded CI machine
});

describe("leadRedirectLocation and leadOutcomeFromSearch", () => {
  it("names the outcome in the query and the status message in the fragment", () => {
    expect(leadRedirectLocation("/contact/", "contact-form", "sent")).toBe("/contact/?lead=sent#contact-form-sent");
    expect(leadRedirectLocation("https://evil.example", "contact-form", "error")).toBe(
      "/?lead=error#contact-form-error",
    );
  });

  it("reads only known outcomes back", () => {
    expect(leadOutcomeFromSearch("?lead=sent")).toBe("sent");
    expect(leadOutcomeFromSearch("?lead=unavailable&x=1")).toBe("unavailable");
    expect(leadOutcomeFromSearch("?lead=<script>")).toBeUndefined();
    expect(leadOutcomeFromSearch("")).toBeUndefined();
  });
});
