// Vehicles as gatsby-node's own queries return them (createPages and the inventory index): GraphQL strings
// narrowed back to the content's closed lists, so search, similarity and the index get the content types.
import type { ListableFields } from "../inventory/from-content";
import type { SimilarityFields } from "../inventory/similar";
import type { PriceReduction } from "../pricing/price-reduction";
import { badgesOf, bodyStyleOf, drivetrainOf, fuelTypeOf, statusOf, transmissionOf } from "../vehicle/vocabulary";

type Loosened<T, Keys extends keyof T> = Omit<T, Keys> & {
  [K in Keys]: T[K] extends readonly unknown[] ? readonly string[] : string;
};

type FromGraphql<T> = Omit<T, "priceReduction"> & { priceReduction?: PriceReduction | null };

/** A `Vehicle` node with the fields of `ListableFields`, as GraphQL types them. */
export type ListableNode = FromGraphql<
  Loosened<ListableFields, "bodyStyle" | "drivetrain" | "fuelType" | "transmission" | "badges" | "status">
>;

/** A `Vehicle` node with what page creation needs: its id and path, and what similarity compares. */
export type PageNode = Loosened<SimilarityFields, "bodyStyle"> & { path: string };

export function listableOf(node: ListableNode): ListableFields {
  return {
    vin: node.vin,
    stockNumber: node.stockNumber,
    year: node.year,
    make: node.make,
    model: node.model,
    trim: node.trim,
    bodyStyle: bodyStyleOf(node.bodyStyle),
    price: node.price,
    ...(node.priceReduction ? { priceReduction: { ...node.priceReduction } } : {}),
    mileage: node.mileage,
    exteriorColor: node.exteriorColor,
    drivetrain: drivetrainOf(node.drivetrain),
    fuelType: fuelTypeOf(node.fuelType),
    transmission: transmissionOf(node.transmission),
    badges: badgesOf(node.badges),
    status: statusOf(node.status),
    dateInStock: node.dateInStock,
  };
}

export function pageVehicleOf(node: PageNode): SimilarityFields & { path: string } {
  return { ...node, bodyStyle: bodyStyleOf(node.bodyStyle) };
}
