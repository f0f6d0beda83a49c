// Vehicle cards from either source: a page query's `VehicleCardFields` fragment or the inventory index.
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { withImageSizes } from "../inventory/card-image";
import { CARD_IMAGE_SIZES } from "../images/photo-sizes";
import type { DecodedInventory } from "../inventory/index-format";
import type { InventoryVehicle, VehicleCardData } from "../inventory/types";
import { pickFields } from "../vehicle/pick-fields";
import { CARD_FIELDS } from "../vehicle/vehicle-shapes";
import { narrowVehicleNode } from "./vehicle-node";

/** A vehicle as the `VehicleCardFields` fragment (src/templates/fragments/vehicle-card-fields.ts) returns it. */
export type VehicleCardNode = Queries.VehicleCardFieldsFragment;

/**
 * The card photo as the build's own queries select it (the inventory index, the shortlist data, the alert
 * inventory): the `card` size of the vehicle's first photo, as the `VehicleCardFields` fragment selects it.
 */
export const CARD_PHOTO_SELECTION = "mainPhoto { image { childVehiclePhotoImage { card } } }";

/** A vehicle node with CARD_PHOTO_SELECTION. */
export interface CardPhotoNode {
  mainPhoto: { image: { childVehiclePhotoImage: { card: IGatsbyImageData | null } | null } | null } | null;
}

/** The card photo of a node with CARD_PHOTO_SELECTION (or the fragment); null when the car has no photo. */
export const cardPhotoOf = (node: CardPhotoNode): IGatsbyImageData | null =>
  node.mainPhoto?.image?.childVehiclePhotoImage?.card ?? null;

export function cardDataFromNode(node: VehicleCardNode): VehicleCardData {
  const image = cardPhotoOf(node);
  return {
    ...narrowVehicleNode(pickFields(node, CARD_FIELDS)),
    ...(image ? { image: withImageSizes(image, CARD_IMAGE_SIZES) } : {}),
    ...(node.lotName ? { lotName: node.lotName } : {}),
  };
}

/** A group's lots' names by id (InventoryPageContext.lotNames); none on a site with one lot. */
export type LotNames = Readonly<Record<string, string>>;

/** A vehicle from the inventory index, with its photo rebuilt from the index's compact form (or on its way). */
function cardDataFromIndex(vehicle: InventoryVehicle, index: DecodedInventory, lotNames: LotNames): VehicleCardData {
  const image = index.imageOf(vehicle, CARD_IMAGE_SIZES);
  const lotName = vehicle.location === undefined ? undefined : lotNames[vehicle.location];
  const photoPending = !image && index.photoPending(vehicle);
  return {
    ...pickFields(vehicle, CARD_FIELDS),
    ...(image ? { image } : {}),
    ...(photoPending ? { photoPending } : {}),
    ...(lotName ? { lotName } : {}),
  };
}

/**
 * cardDataFromIndex that hands out the same object for the same vehicle every time, so a card still on the
 * page after a new search (and the memoised VehicleCard) does not render again; a new one once its photo is here.
 */
export function cardDataCache(
  index: DecodedInventory,
  lotNames: LotNames = {},
): (vehicle: InventoryVehicle) => VehicleCardData {
  const cards = new WeakMap<InventoryVehicle, VehicleCardData>();
  return (vehicle) => {
    let card = cards.get(vehicle);
    if (!card || (card.photoPending && !index.photoPending(vehicle)))
      cards.set(vehicle, (card = cardDataFromIndex(vehicle, index, lotNames)));
    return card;
  };
}
