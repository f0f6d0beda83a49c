// The shape search, cards and the inventory index share: only what filters, sorting and cards need.
import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { BadgeKey, BodyStyle, Drivetrain, FuelType, Transmission, VehicleStatus } from "../content/vehicle-fields";
import type { PriceReduction } from "../pricing/price-reduction";
import type { ColourFamily } from "./colour-family";

export type { BadgeKey, BodyStyle, Drivetrain, FuelType, Transmission } from "../content/vehicle-fields";
/** Sold vehicles keep their page but never appear in search, lists or the index. */
export type ListedStatus = Exclude<VehicleStatus, "sold">;

export interface InventoryVehicle {
  path: string;
  stockNumber: string;
  vin: string;
  year: number;
  make: string;
  model: string;
  trim: string;
  bodyStyle: BodyStyle;
  /** The advertised price (fees added at build time, src/lib/pricing). */
  price: number;
  /** A recent price drop, as of the build's date. */
  priceReduction?: PriceReduction;
  mileage: number;
  colour: ColourFamily;
  drivetrain: Drivetrain;
  fuelType: FuelType;
  transmission: Transmission;
  badges: BadgeKey[];
  status: ListedStatus;
  /** `YYYY-MM-DD`: newest arrival first is the default order. */
  dateInStock: string;
  /** Position of the card photo in the index's image table, -1 when there is none. */
  imageRef: number;
}

/** What a vehicle card shows, whether it came from a page query or from the inventory index. */
export interface VehicleCardData {
  path: string;
  stockNumber: string;
  vin: string;
  year: number;
  make: string;
  model: string;
  trim: string;
  price: number;
  priceReduction?: PriceReduction;
  mileage: number;
  badges: BadgeKey[];
  status: VehicleStatus;
  image?: IGatsbyImageData;
}
