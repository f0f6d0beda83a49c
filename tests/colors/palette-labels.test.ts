import { paletteLabel } from "../../src/lib/colors/palette-labels";
import { PALETTE } from "../../src/styles/palette";

describe("palette colour names", () => {
  it("keeps the palette's own English names", () => {
    for (const row of PALETTE) expect(paletteLabel(row, "en")).toBe(row.label);
  });

  it("names every palette colour in Spanish, each differently", () => {
    const spanish = PALETTE.map((row) => paletteLabel(row, "es"));
    PALETTE.forEach((row, index) => expect(spanish[index], row.token).not.toBe(row.label));
    expect(new Set(spanish).size).toBe(PALETTE.length);
    expect(paletteLabel({ token: "text", label: "Body text" }, "es")).toBe("Texto principal");
  });

  it("shows a colour it has no Spanish name for by its English name", () => {
    expect(paletteLabel({ token: "new-token", label: "New colour" }, "es")).toBe("New colour");
  });
});
