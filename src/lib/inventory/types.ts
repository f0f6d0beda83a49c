// The shapes search, cards and the inventory index share: only what filters, sorting and cards need.
import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { VehicleStatus } from "../content/vehicle-fields";
import type { CardFields, INDEX_FIELDS, Vehicle } from "../vehicle/vehicle-shapes";
import type { ColourFamily } from "./colour-family";

/** Sold vehicles keep their page but never appear in search, lists or the index. */
export type ListedStatus = Exclude<VehicleStatus, "sold">;

/** A listed vehicle as search sees it (`dateInStock`, YYYY-MM-DD: newest arrival first is the default order). */
export type InventoryVehicle = Omit<Pick<Vehicle, (typeof INDEX_FIELDS)[number]>, "status"> & {
  path: string;
  status: ListedStatus;
  colour: ColourFamily;
  /** Position of the card photo in the index's image table, -1 when there is none. */
  imageRef: number;
};

/** What a vehicle card shows, whether it came from a page query or from the inventory index. */
export type VehicleCardData = CardFields & {
  image?: IGatsbyImageData;
  /** The lot it is on, on a group's site (two or more lots). */
  lotName?: string;
  /** Its photo is on its way (the inventory index's photo chunk): the card keeps the photo's place, empty. */
  photoPending?: boolean;
};
