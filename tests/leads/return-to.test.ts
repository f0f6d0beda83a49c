import { leadOutcomeFromSearch, leadRedirectLocation, safeReturnPath } from "../../src/lib/leads/return-to";

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
    "/%0d%0aSet-Cookie:x",
    "",
    "x".repeat(400),
  ])("sends %j to the home page instead", (value) => {
    const path = safeReturnPath(value);
    expect(path.startsWith("/") && !path.startsWith("//")).toBe(true);
    expect(new URL(path, "https://site.example").origin).toBe("https://site.example");
    if (!value.startsWith("/%0d")) expect(path).toBe("/");
  });

  it("refuses values that are not text", () => {
    expect(safeReturnPath(["/contact/"])).toBe("/");
    expect(safeReturnPath(undefined, "/financing/")).toBe("/financing/");
  });
});

describe("leadRedirectLocation and leadOutcomeFromSearch", () => {
  it("names the outcome in the query and the status message in the fragment", () => {
    expect(leadRedirectLocation("/contact/", "contact-form", "sent")).toBe("/contact/?lead=sent#contact-form-sent");
    expect(leadRedirectLocation("https://evil.example", "contact-form", "error")).toBe("/?lead=error#contact-form-error");
  });

  it("reads only known outcomes back", () => {
    expect(leadOutcomeFromSearch("?lead=sent")).toBe("sent");
    expect(leadOutcomeFromSearch("?lead=unavailable&x=1")).toBe("unavailable");
    expect(leadOutcomeFromSearch("?lead=<script>")).toBeUndefined();
    expect(leadOutcomeFromSearch("")).toBeUndefined();
  });
});
