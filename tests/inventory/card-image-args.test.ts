import fs from "node:fs";
import { CARD_IMAGE_ARGS } from "../../src/lib/inventory/card-image-args";

// Cards from page queries and cards from the inventory index must point at the same photo files.
describe("card photo arguments", () => {
  it("are the same in the VehicleCardFields fragment and in the index query", () => {
    // Compared without layout whitespace and commas (GraphQL ignores both; Prettier lays the fragment out).
    const compact = (text: string) => text.replace(/[\s,]+/g, "");
    const fragment = fs.readFileSync("src/templates/fragments/vehicle-card-fields.ts", "utf8");
    expect(compact(fragment)).toContain(compact(`gatsbyImageData(${CARD_IMAGE_ARGS})`));
  });
});
