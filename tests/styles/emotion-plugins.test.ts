// The site's Emotion caches write no legacy vendor prefixes, and keep the -webkit- ones current engines need.
import createCache from "@emotion/cache";
import { css } from "@emotion/react";
import { describe, expect, it } from "vitest";
import { SITE_STYLIS_PLUGINS } from "../../src/styles/emotion-plugins";

/** The CSS a cache writes for one class (the server's cache returns its rules). */
function rules(styles: string, plugins: "site" | "emotion's default" = "site"): string {
  const cache = createCache({ key: "css", ...(plugins === "site" && { stylisPlugins: SITE_STYLIS_PLUGINS }) });
  const serialized = css(styles);
  return String(cache.insert(".x", serialized, cache.sheet, true));
}

describe("the site's stylis plugins", () => {
  it("leave flexbox, transforms, transitions and text-decoration unprefixed", () => {
    const css = rules(
      "display:flex;align-items:center;justify-content:space-between;flex-wrap:wrap;transform:translateY(1px);transition:transform 0.2s;text-decoration:none;position:sticky;",
    );
    expect(css).toBe(
      ".x{display:flex;align-items:center;justify-content:space-between;flex-wrap:wrap;transform:translateY(1px);transition:transform 0.2s;text-decoration:none;position:sticky;}",
    );
  });

  it("prefix what a current Safari still needs, once", () => {
    expect(rules("backdrop-filter:blur(4px);user-select:none;")).toBe(
      ".x{-webkit-backdrop-filter:blur(4px);backdrop-filter:blur(4px);-webkit-user-select:none;user-select:none;}",
    );
    expect(rules("&:hover{mask-image:linear-gradient(red, blue);}")).toBe(
      ".x:hover{-webkit-mask-image:linear-gradient(red, blue);mask-image:linear-gradient(red, blue);}",
    );
  });

  it("write much less than Emotion's default prefixer for the same rules", () => {
    const styles = "display:flex;align-items:center;transform:translateY(1px);";
    expect(rules(styles, "emotion's default")).toContain("display:-webkit-box;");
    expect(rules(styles).length).toBeLessThan(rules(styles, "emotion's default").length / 2);
  });
});
