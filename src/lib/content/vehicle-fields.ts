// The closed vocabularies of a vehicle record. Kept apart from the zod schema so browser code (filters,
// cards, badges) can use them without shipping zod to every visitor.
export const BADGE_KEYS = ["lowPrice", "lowMiles", "dealerInspected", "localDelivery", "getItTomorrow"] as const;
export const BODY_STYLES = ["Sedan", "SUV", "Truck", "Coupe", "Hatchback", "Convertible", "Minivan", "Wagon"] as const;
export const TRANSMISSIONS = ["Automatic", "Manual", "CVT"] as const;
export const DRIVETRAINS = ["FWD", "RWD", "AWD", "4WD"] as const;
export const FUEL_TYPES = ["Gasoline", "Diesel", "Hybrid", "Plug-in Hybrid", "Electric"] as const;
export const VEHICLE_STATUSES = ["available", "pending", "sold"] as const;
/**
 * The systems a dealer warranty may cover, as the Buyers Guide names them (its back lists the major systems). The
 * FTC's rule wants each system named, never shorthand such as "drive train" or "power train" (16 CFR
 * 455.2(b)(2)(ii)); a system not listed here is written as an "other" system, in English and in Spanish.
 */
export const COVERED_SYSTEMS = [
  "Engine",
  "Transmission",
  "Drive shaft",
  "Drive axle",
  "Differential",
  "Transfer case",
  "Cooling system",
  "Fuel system",
  "Electrical system",
  "Brakes",
  "Steering",
  "Suspension",
  "Air conditioning",
  "Heating",
  "Exhaust system",
  "Catalytic converter",
  "Air bags",
  "Frame and body",
  "Wheels",
  "Tires",
] as const;
/** A stock number: 2-16 capital letters, digits or dashes (content files, leads, the saved list, links). */
export const STOCK_NUMBER_PATTERN = /^[A-Z0-9][A-Z0-9-]{1,15}$/;

export type BadgeKey = (typeof BADGE_KEYS)[number];
export type BodyStyle = (typeof BODY_STYLES)[number];
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];
export type Drivetrain = (typeof DRIVETRAINS)[number];
export type FuelType = (typeof FUEL_TYPES)[number];
export type Transmission = (typeof TRANSMISSIONS)[number];
export type CoveredSystem = (typeof COVERED_SYSTEMS)[number];
