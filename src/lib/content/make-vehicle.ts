import type { VehicleContent } from "./vehicle-schema";
import { withVinCheckDigit } from "./vin";

/**
 * Builds a valid vehicle for tests, fixtures and the synthetic inventory generator.
 * Every field can be overridden; the default is a plausible, schema-valid car.
 */
export function makeVehicle(overrides: Partial<VehicleContent> = {}): VehicleContent {
  return {
    vin: withVinCheckDigit("1HGCV1F30LA000001"),
    stockNumber: "A1001",
    year: 2020,
    make: "Honda",
    model: "Accord",
    trim: "Sport",
    bodyStyle: "Sedan",
    mileage: 42_150,
    price: 21_995,
    exteriorColor: "Platinum White Pearl",
    interiorColor: "Black Cloth",
    transmission: "CVT",
    drivetrain: "FWD",
    fuelType: "Gasoline",
    engine: "1.5L Turbo I4",
    mpgCity: 30,
    mpgHighway: 38,
    features: ["Apple CarPlay", "Adaptive Cruise Control", "Backup Camera"],
    description: { en: "One-owner Accord Sport with a clean history report and fresh service." },
    photos: [{ file: "2020-honda-accord-a1001-1.jpg" }],
    badges: ["dealerInspected"],
    status: "available",
    dateInStock: "2026-10-01",
    warranty: { type: "as-is" },
    ...overrides,
  };
}
