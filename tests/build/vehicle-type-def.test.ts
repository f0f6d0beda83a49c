// The GraphQL Vehicle type follows from the zod schema (gatsby/content/vehicle-type-def.ts): a new plain field needs
// no hand-written GraphQL, and a field the generator cannot type stops the build instead of being guessed.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { vehicleFieldsSchema } from "../../src/lib/content/vehicle-schema";
import { vehicleTypeDef } from "../../gatsby/content/vehicle-type-def";

const fieldsOf = (typeDef: string) =>
  Object.fromEntries(
    typeDef
      .split("\n")
      .map((line) => /^\s+(\w+): (.+)$/.exec(line))
      .filter((match) => match !== null)
      .map((match) => [match[1], match[2]]),
  );

describe("vehicleTypeDef", () => {
  it("types the content's fields by kind and the node's own forms as stated", () => {
    const fields = fieldsOf(vehicleTypeDef(vehicleFieldsSchema(2026)));
    expect(fields).toMatchObject({
      vin: "String!",
      year: "Int!",
      mileage: "Int!",
      price: "Float!",
      vehiclePrice: "Float!",
      priceReduction: "VehiclePriceReduction",
      bodyStyle: "String!",
      mpgCity: "Int",
      keys: "Int",
      features: "[String!]!",
      // A text by language (content-schema.graphql.ts declares LocalizedText from LOCALES).
      description: "LocalizedText!",
      // A default fills a left-out list, so the node always has one.
      badges: "[String!]!",
      photos: "[VehiclePhoto!]!",
      video: "VehicleVideo",
      warranty: "VehicleWarranty!",
      dateInStock: "Date! @dateformat",
      slug: "String!",
      path: "String!",
    });
    // Folded into priceReduction at build time: not on the node.
    expect(fields).not.toHaveProperty("previousPrice");
    expect(fields).not.toHaveProperty("priceReducedOn");
  });

  it("gives a new plain field its GraphQL type with no other declaration", () => {
    const schema = vehicleFieldsSchema(2026).extend({
      doors: z.number().int().min(2).optional(),
      towing: z.number(),
      packages: z.array(z.string()).optional(),
      certified: z.boolean(),
    });
    expect(fieldsOf(vehicleTypeDef(schema))).toMatchObject({
      doors: "Int",
      towing: "Float!",
      packages: "[String!]",
      certified: "Boolean!",
    });
  });

  it("refuses a field it cannot type rather than guess", () => {
    expect(() => vehicleTypeDef(z.object({ dimensions: z.object({ a: z.string() }) }))).toThrow(
      /"dimensions".*NODE_FORMS/,
    );
  });
});
