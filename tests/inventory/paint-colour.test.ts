import { paintColour } from "../../src/lib/inventory/paint-colour";

describe("paintColour", () => {
  it("keeps the paint name alone in English", () => {
    expect(paintColour("Crystal Black Pearl")).toEqual({ paint: "Crystal Black Pearl" });
    expect(paintColour("Black", "en")).toEqual({ paint: "Black" });
  });

  it("leads with the colour family in Spanish, the maker's name beside it", () => {
    expect(paintColour("Crystal Black Pearl", "es")).toEqual({ family: "Negro", paint: "Crystal Black Pearl" });
    expect(paintColour("Saddle Brown Leather", "es")).toEqual({ family: "Café", paint: "Saddle Brown Leather" });
  });

  it("drops a paint name that says no more than its family, and a family the name does not give away", () => {
    expect(paintColour(" gray ", "es")).toEqual({ family: "Gris" });
    expect(paintColour("Lunar Rock", "es")).toEqual({ paint: "Lunar Rock" });
  });
});
