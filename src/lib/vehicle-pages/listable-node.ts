// Vehicles as gatsby-node's own queries return them (createPages and the inventory index): GraphQL strings
// narrowed back to the content's closed lists, so search, similarity and the index get the content types.
import type { SimilarityFields } from "../inventory/similar";
import { pickFields } from "../vehicle/pick-fields";
import { LISTABLE_FIELDS, type ListableFields } from "../vehicle/vehicle-shapes";
import { bodyStyleOf } from "../vehicle/vocabulary";
import { narrowVehicleNode } from "./vehicle-node";

/** A `Vehicle` node with the fields of `ListableFields`, as GraphQL types them (more fields are left out). */
export type ListableNode = Pick<Queries.Vehicle, (typeof LISTABLE_FIELDS)[number]>;

/** A `Vehicle` node with what page creation needs: its id and path, and what similarity compares. */
export type PageNode = Omit<SimilarityFields, "bodyStyle"> & { bodyStyle: string; path: string };

export function listableOf(node: ListableNode): ListableFields {
  return narrowVehicleNode(pickFields(node, LISTABLE_FIELDS));
}

export function pageVehicleOf(node: PageNode): SimilarityFields & { path: string } {
  return { ...node, bodyStyle: bodyStyleOf(node.bodyStyle) };
}
