// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { markNavigated, NAVIGATED_ATTRIBUTE } from "../../src/lib/shell/page-fade";

describe("markNavigated", () => {
  it("leaves the first page of a visit without the fade", () => {
    const root = document.createElement("html");
    markNavigated(root, false);
    expect(root.hasAttribute(NAVIGATED_ATTRIBUTE)).toBe(false);
  });

  it("switches the fade on from the first navigation inside the site, and keeps it on", () => {
    const root = document.createElement("html");
    markNavigated(root, true);
    markNavigated(root, false);
    expect(root.hasAttribute(NAVIGATED_ATTRIBUTE)).toBe(true);
  });
});
