import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { BadgeKey, VehicleStatus } from "../../lib/content/vehicle-schema";
import { withImageSizes } from "../../lib/inventory/card-image";
import { CARD_IMAGE_SIZES } from "../../lib/inventory/card-image-args";
import type { DecodedInventory } from "../../lib/inventory/index-format";
import type { InventoryVehicle, VehicleCardData } from "../../lib/inventory/types";

/** A vehicle as the `VehicleCardFields` fragment returns it (typegen's type is structurally the same). */
export interface VehicleCardNode {
  readonly path: string;
  readonly stockNumber: string;
  readonly year: number;
  readonly make: string;
  readonly model: string;
  readonly trim: string;
  readonly price: number;
  readonly mileage: number;
  readonly badges: readonly string[];
  readonly status: string;
  readonly mainPhoto: { readonly image: { readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null } | null } | null;
}

export function cardDataFromNode(node: VehicleCardNode): VehicleCardData {
  const image = node.mainPhoto?.image?.childImageSharp?.gatsbyImageData;
  return {
    path: node.path,
    stockNumber: node.stockNumber,
    year: node.year,
    make: node.make,
    model: node.model,
    trim: node.trim,
    price: node.price,
    mileage: node.mileage,
    badges: node.badges as BadgeKey[],
    status: node.status as VehicleStatus,
    ...(image ? { image: withImageSizes(image, CARD_IMAGE_SIZES) } : {}),
  };
}

/** A vehicle from the inventory index, with its photo rebuilt from the index's compact form. */
export function cardDataFromIndex(vehicle: InventoryVehicle, index: DecodedInventory): VehicleCardData {
  const image = index.imageOf(vehicle, CARD_IMAGE_SIZES);
  return {
    path: vehicle.path,
    stockNumber: vehicle.stockNumber,
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    trim: vehicle.trim,
    price: vehicle.price,
    mileage: vehicle.mileage,
    badges: vehicle.badges,
    status: vehicle.status,
    ...(image ? { image } : {}),
  };
}

/**
 * cardDataFromIndex that hands out the same object for the same vehicle every time, so a card still on the
 * page after a new search (and the memoised VehicleCard) does not render again.
 */
export function cardDataCache(index: DecodedInventory): (vehicle: InventoryVehicle) => VehicleCardData {
  const cards = new WeakMap<InventoryVehicle, VehicleCardData>();
  return (vehicle) => {
    let card = cards.get(vehicle);
    if (!card) cards.set(vehicle, (card = cardDataFromIndex(vehicle, index)));
    return card;
  };
}
