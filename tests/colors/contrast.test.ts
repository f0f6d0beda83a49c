import { contrastRatio, formatRatio, parseHexColor, relativeLuminance } from "../../src/lib/colors/contrast";
import { rowContrast } from "../../src/lib/colors/palette-contrast";
import { PALETTE, type PaletteRow } from "../../src/styles/palette";

describe("contrast", () => {
  it("parses short and long hex colours", () => {
    expect(parseHexColor("#fff")).toEqual([255, 255, 255]);
    expect(parseHexColor("004391")).toEqual([0, 67, 145]);
    expect(() => parseHexColor("blue")).toThrow(/not a hex colour/);
  });

  it("computes WCAG luminance and ratios", () => {
    expect(relativeLuminance("#000000")).toBe(0);
    expect(relativeLuminance("#ffffff")).toBe(1);
    expect(contrastRatio("#000", "#fff")).toBe(21);
    expect(contrastRatio("#fff", "#000")).toBe(21);
    expect(contrastRatio("#777", "#777")).toBe(1);
    // #767676 on white is the well-known 4.54:1 minimum grey; brand blue on white works out to 9.49:1.
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(contrastRatio("#004391", "#ffffff")).toBeCloseTo(9.49, 2);
  });

  it("never rounds a failing ratio up to a passing one", () => {
    expect(formatRatio(4.4999)).toBe("4.49:1");
    expect(formatRatio(21)).toBe("21.00:1");
  });
});

describe("rowContrast", () => {
  const palette: PaletteRow[] = [
    { token: "surface", label: "Surface", light: "#ffffff", dark: "#000000" },
    { token: "text", label: "Text", light: "#000000", dark: "#ffffff", against: "surface" },
    { token: "brand", label: "Brand", light: "#004391", dark: "#004391" },
    { token: "on-brand", label: "On brand", light: "#ffffff", dark: "#777777", against: "brand" },
    { token: "border", label: "Border", light: "#eeeeee", dark: "#222222" },
    { token: "focus", label: "Focus", light: "#c2410c", dark: "#ffb86b", against: "surface" },
  ];

  it("measures a text colour against its `against` token, in both modes", () => {
    const result = rowContrast(palette[3], palette);
    expect(result).toMatchObject({
      foreground: "on-brand",
      background: "brand",
      kind: "text",
      minimum: 4.5,
      passesLight: true,
      passesDark: false,
    });
  });

  it("measures a background with the colour read on it", () => {
    expect(rowContrast(palette[2], palette)).toMatchObject({ foreground: "on-brand", background: "brand" });
    expect(rowContrast(palette[0], palette)).toMatchObject({
      foreground: "text",
      background: "surface",
      light: 21,
      dark: 21,
    });
  });

  it("measures body text, not the focus ring, on the page background", () => {
    const withBg: PaletteRow[] = [...palette, { token: "bg", label: "Background", light: "#f6f7f9", dark: "#0d1117" }];
    withBg[5] = { ...withBg[5], against: "bg" };
    expect(rowContrast(withBg[6], withBg)).toMatchObject({ foreground: "text", background: "bg", kind: "text" });
  });

  it("holds the focus ring to 3:1 and gives decorative borders no minimum", () => {
    expect(rowContrast(palette[5], palette)).toMatchObject({ kind: "non-text", minimum: 3 });
    expect(rowContrast(palette[4], palette)).toMatchObject({
      kind: "decorative",
      minimum: undefined,
      passesLight: true,
    });
  });

  it("reports a row that refers to an unknown token", () => {
    const row: PaletteRow = { token: "x", label: "X", light: "#fff", dark: "#000", against: "missing" };
    expect(() => rowContrast(row, [...palette, row])).toThrow(/unknown token "missing"/);
  });

  it("finds every text pair of the shipped palette AA-compliant in both modes", () => {
    const failing = PALETTE.map((row) => ({ row: row.token, ...rowContrast(row, PALETTE) })).filter(
      (result) => !result.passesLight || !result.passesDark,
    );
    expect(failing).toEqual([]);
  });
});
