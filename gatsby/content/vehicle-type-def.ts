// The GraphQL `Vehicle` type, generated from the vehicle's zod schema so a field is declared once: a plain
// field (text, number, choice, list of those, a text by language) becomes a GraphQL field of its kind, non-null unless the file
// may leave it out. Fields whose node form differs from the file's are stated in NODE_FORMS; a new field the
// generator cannot type (an object, a union) stops the build until it is stated there.
import { z } from "zod";
import { arrayElement, numberRule, valueKind } from "../../src/lib/admin/zod-introspect";
import { isLocalizedText } from "../../src/lib/content/localized-text-schema";

/** The node form of a file field (`null`: not on the node) and the node's fields that no file holds. */
const NODE_FORMS: Readonly<Record<string, string | null>> = {
  // price on a node is the advertised price (the file's price plus required fees not included, src/lib/pricing);
  price: "Float!",
  // the file's price, and its reduction only while it is shown on the build's date.
  vehiclePrice: "Float!",
  previousPrice: null,
  priceReducedOn: null,
  priceReduction: "VehiclePriceReduction",
  photos: "[VehiclePhoto!]!",
  video: "VehicleVideo",
  warranty: "VehicleWarranty!",
  dateInStock: "Date! @dateformat",
  slug: "String!",
  path: "String!",
  // The lot the vehicle is on (content/locations/), null on a site with one lot and no location files.
  lot: 'SiteLocation @link(by: "locationId", from: "location")',
  // Its lot's name on a group's site (two or more lots), which its card shows; null otherwise.
  lotName: "String",
};
/** Node-only fields go right after these file fields, where the hand-written type had them. */
const NODE_ONLY_AFTER: Readonly<Record<string, readonly string[]>> = {
  stockNumber: ["slug", "path"],
  price: ["vehiclePrice", "priceReduction"],
  location: ["lot", "lotName"],
};

function scalarOf(schema: z.ZodType, field: string): string {
  // A staff-written text by language (content-schema.graphql.ts declares LocalizedText from LOCALES).
  if (isLocalizedText(schema)) return "LocalizedText";
  const kind = valueKind(schema);
  if (kind === "string" || kind === "choice") return "String";
  if (kind === "boolean") return "Boolean";
  if (kind === "number") return numberRule(schema)?.integer ? "Int" : "Float";
  if (kind === "list") {
    const element = arrayElement(schema);
    if (element) return `[${scalarOf(element, field)}!]`;
  }
  throw new Error(
    `vehicle field "${field}": no GraphQL form for a ${kind ?? "value of this kind"}; state it in NODE_FORMS`,
  );
}

/** The GraphQL type of one field of the file: nullable only when the file may leave it out with no default. */
function graphqlFieldType(schema: z.ZodType, field: string): string {
  return `${scalarOf(schema, field)}${schema instanceof z.ZodOptional ? "" : "!"}`;
}

export function vehicleTypeDef(schema: z.ZodObject): string {
  const lines: string[] = [];
  const add = (field: string, type: string | null) => {
    if (type !== null) lines.push(`    ${field}: ${type}`);
  };
  for (const [field, fieldSchema] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    add(field, field in NODE_FORMS ? NODE_FORMS[field] : graphqlFieldType(fieldSchema, field));
    for (const nodeOnly of NODE_ONLY_AFTER[field] ?? []) add(nodeOnly, NODE_FORMS[nodeOnly]);
  }
  return `  type Vehicle implements Node @dontInfer {\n${lines.join("\n")}\n  }\n`;
}
