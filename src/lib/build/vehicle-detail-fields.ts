// The GraphQL fragment of every field a vehicle page reads (src/templates/fragments/vehicle-detail-fields.ts),
// written from the `Vehicle` type, which is generated from the one vehicle declaration (its zod schema): a field
// added to the declaration reaches the page's data with no query to edit. Page queries are extracted at build
// time, so the build writes the fragment out (gatsby/content/write-generated-sources.ts) and a unit test checks
// the committed one. The photos are the page query's own (their sizes are arguments of the page).

/** What a page takes of each object type of the `Vehicle` type; null: not in the fragment. */
const OBJECT_SELECTIONS: Readonly<Record<string, string | null>> = {
  LocalizedText: "{\n      ...LocalizedTextFields\n    }",
  VehiclePriceReduction: "{\n      amount\n      on\n    }",
  VehicleVideo: "{\n      host\n      watchUrl\n      embedUrl\n      file {\n        publicURL\n      }\n    }",
  VehicleWarranty: [
    "{",
    "      type",
    "      coverage",
    "      laborPercent",
    "      partsPercent",
    "      systemsCovered",
    "      otherSystems {",
    "        name",
    "        nameEs",
    "      }",
    "      duration {",
    "        days",
    "        months",
    "        miles",
    "      }",
    "    }",
  ].join("\n"),
  VehiclePhoto: null,
  SiteLocation: "{\n      ...SiteLocationFields\n    }",
};

const SCALARS = new Set(["String", "Int", "Float", "Boolean", "Date", "ID"]);

/** The fields of `type Vehicle { … }` in a type definition: name and base type (`[String!]!` is String). */
function vehicleFields(typeDef: string): Array<{ name: string; type: string }> {
  const body = /type Vehicle implements Node[^{]*\{([^}]*)\}/.exec(typeDef)?.[1];
  if (!body) throw new Error("vehicle-detail-fields: no `type Vehicle` in the type definition");
  return body
    .split("\n")
    .map((line) => /^\s*(\w+):\s*\[?(\w+)/.exec(line))
    .flatMap((match) => (match ? [{ name: match[1]!, type: match[2]! }] : []));
}

/** The fragment's file for the `Vehicle` type of `typeDef`. */
export function vehicleDetailFieldsSource(typeDef: string): string {
  const lines = vehicleFields(typeDef).flatMap(({ name, type }) => {
    if (SCALARS.has(type)) return [`    ${name}`];
    if (!(type in OBJECT_SELECTIONS))
      throw new Error(
        `vehicle field "${name}" (${type}): say what a page takes of it in OBJECT_SELECTIONS (src/lib/build/vehicle-detail-fields.ts)`,
      );
    const selection = OBJECT_SELECTIONS[type];
    return selection === null ? [] : [`    ${name} ${selection}`];
  });
  return `import { graphql } from "gatsby";

// Every field a vehicle page reads. Written by the build from the Vehicle type, which is generated from the
// vehicle's declaration (src/lib/content/vehicle-schema.ts): do not edit.
export const vehicleDetailFields = graphql\`
  fragment VehicleDetailFields on Vehicle {
    id
${lines.join("\n")}
  }
\`;
`;
}
