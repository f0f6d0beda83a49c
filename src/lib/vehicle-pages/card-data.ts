// Vehicle cards from either source: a page query's `VehicleCardFields` fragment or the inventory index.
import { withImageSizes } from "../inventory/card-image";
import { CARD_IMAGE_SIZES } from "../inventory/card-image-args";
import type { DecodedInventory } from "../inventory/index-format";
import type { InventoryVehicle, VehicleCardData } from "../inventory/types";
import { badgesOf, statusOf } from "../vehicle/vocabulary";

/** A vehicle as the `VehicleCardFields` fragment (src/templates/fragments/vehicle-card-fields.ts) returns it. */
export type VehicleCardNode = Queries.VehicleCardFieldsFragment;

export function cardDataFromNode(node: VehicleCardNode): VehicleCardData {
  const image = node.mainPhoto?.image?.childImageSharp?.gatsbyImageData;
  return {
    path: node.path,
    stockNumber: node.stockNumber,
    vin: node.vin,
    year: node.year,
    make: node.make,
    model: node.model,
    trim: node.trim,
    price: node.price,
    ...(node.priceReduction ? { priceReduction: { ...node.priceReduction } } : {}),
    mileage: node.mileage,
    badges: badgesOf(node.badges),
    status: statusOf(node.status),
    ...(image ? { image: withImageSizes(image, CARD_IMAGE_SIZES) } : {}),
  };
}

/** A vehicle from the inventory index, with its photo rebuilt from the index's compact form. */
function cardDataFromIndex(vehicle: InventoryVehicle, index: DecodedInventory): VehicleCardData {
  const image = index.imageOf(vehicle, CARD_IMAGE_SIZES);
  return {
    path: vehicle.path,
    stockNumber: vehicle.stockNumber,
    vin: vehicle.vin,
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    trim: vehicle.trim,
    price: vehicle.price,
    ...(vehicle.priceReduction ? { priceReduction: vehicle.priceReduction } : {}),
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
