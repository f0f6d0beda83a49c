// What the build stores on a vehicle node, so that every page, index, feed and lead reads the same advertised
// price and nothing downstream has to remember the fees (gatsby/content/source-content.ts).
import { advertisedPrice, type Fee } from "./fees";
import {
  DEFAULT_PRICE_REDUCTION_DAYS,
  shownReduction,
  type PriceHistory,
  type PriceReduction,
} from "./price-reduction";

export interface PricingSettings {
  fees?: readonly Fee[];
  priceReductionDays?: number;
}

export interface VehiclePricing {
  /** The advertised price: what every view, the index, JSON-LD, feeds and leads call `price`. */
  price: number;
  /** The vehicle's own price from its file, the first line of the detail page's breakdown. */
  vehiclePrice: number;
  /** Shown only while it is recent on the build's date. */
  priceReduction: PriceReduction | null;
}

export function vehiclePricing(vehicle: PriceHistory, settings: PricingSettings, today: string): VehiclePricing {
  const fees = settings.fees ?? [];
  const days = settings.priceReductionDays ?? DEFAULT_PRICE_REDUCTION_DAYS;
  return {
    price: advertisedPrice(vehicle.price, fees),
    vehiclePrice: vehicle.price,
    priceReduction: shownReduction(vehicle, fees, days, today) ?? null,
  };
}
