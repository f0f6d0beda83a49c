// A shape's field list as a GraphQL selection, for gatsby-node's own queries (page queries are extracted at
// build time, so they are written out; a unit test holds them to their lists).
import type { Vehicle } from "./vehicle-shapes";

// Node fields that are objects, with the sub-fields every shape takes of them.
const SUBFIELDS: { readonly [K in keyof Vehicle]?: string } = {
  priceReduction: "{ amount on }",
  warranty:
    "{ type coverage laborPercent partsPercent systemsCovered otherSystems { name nameEs } duration { days months miles } }",
};

export function graphqlSelection(fields: readonly (keyof Vehicle)[]): string {
  return fields.map((field) => (SUBFIELDS[field] ? `${field} ${SUBFIELDS[field]}` : field)).join(" ");
}
