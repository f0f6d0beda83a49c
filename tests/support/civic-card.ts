import type { VehicleCardData } from "../../src/lib/inventory/types";

/** A listed vehicle as its card sees it, for component tests. */
export const civicCard: VehicleCardData = {
  path: "/vehicles/2019-honda-civic-h24100/",
  stockNumber: "H24100",
  vin: "2HGFC2F59KH512345",
  year: 2019,
  make: "Honda",
  model: "Civic",
  trim: "EX",
  price: 18995,
  mileage: 42150,
  badges: [],
  status: "available",
};
