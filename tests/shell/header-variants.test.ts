import fs from "node:fs";
import {
  HEADER_VARIANTS,
  headerSliceComponent,
  HeaderVariantError,
  parseHeaderVariant,
  showsFinancing,
} from "../../src/lib/shell/header-variants";
import { headerModel } from "../../src/lib/shell/header-model";
import { siteWith } from "./site-fixture";

describe("header variants", () => {
  it("has three variants", () => {
    expect(HEADER_VARIANTS).toEqual(["classic", "centered", "financing-first"]);
  });

  it.each([undefined, "", "   "])("uses the default when GATSBY_HEADER_VARIANT is %j", (value) => {
    expect(parseHeaderVariant(value)).toBe("classic");
  });

  it("accepts each valid name, ignoring case and surrounding spaces", () => {
    expect(parseHeaderVariant("centered")).toBe("centered");
    expect(parseHeaderVariant(" Financing-First ")).toBe("financing-first");
  });

  it("rejects an unknown name with a message that lists the valid ones", () => {
    expect(() => parseHeaderVariant("fancy")).toThrow(HeaderVariantError);
    expect(() => parseHeaderVariant("fancy")).toThrow(
      'GATSBY_HEADER_VARIANT: unknown header variant "fancy". Valid variants: classic, centered, financing-first',
    );
  });

  it("has a slice component file for every variant", () => {
    for (const variant of HEADER_VARIANTS) expect(fs.existsSync(headerSliceComponent(variant))).toBe(true);
  });

  it("shows Financing when the flag is on, and always in the financing-first variant", () => {
    expect(showsFinancing("classic", { financing: true })).toBe(true);
    expect(showsFinancing("classic", { financing: false })).toBe(false);
    expect(showsFinancing("centered", { financing: false })).toBe(false);
    expect(showsFinancing("financing-first", { financing: false })).toBe(true);
  });

  it("drops the pre-approval button together with the Financing link", () => {
    const off = siteWith({ financing: false });
    expect(headerModel(off, "classic")).toMatchObject({ action: undefined });
    expect(headerModel(off, "financing-first").action).toEqual({
      label: { text: "Get Pre-Approved", lang: "en" },
      to: "/financing/",
    });
    expect(headerModel(siteWith(), "centered").items.map((item) => item.label.message)).toContain("Financing");
  });
});
