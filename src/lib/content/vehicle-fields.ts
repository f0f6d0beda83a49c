// The closed vocabularies of a vehicle record. Kept apart from the zod schema so browser code (filters,
// cards, badges) can use them without shipping zod to every visitor.
export const BADGE_KEYS = ["lowPrice", "lowMiles", "dealerInspected", "localDelivery", "getItTomorrow"] as const;
export const BODY_STYLES = ["Sedan", "SUV", "Truck", "Coupe", "Hatchback", "Convertible", "Minivan", "Wagon"] as const;
export const TRANSMISSIONS = ["Automatic", "Manual", "CVT"] as const;
export const DRIVETRAINS = ["FWD", "RWD", "AWD", "4WD"] as const;
export const FUEL_TYPES = ["Gasoline", "Diesel", "Hybrid", "Plug-in Hybrid", "Electric"] as const;
export const VEHICLE_STATUSES = ["available", "pending", "sold"] as const;
/** A stock number: 2-16 capital letters, digits or dashes (content files, leads, the saved list, links). */
export const STOCK_NUMBER_PATTERN = /^[A-Z0-9][A-Z0-9-]{1,15}$/;

export type BadgeKey = (typeof BADGE_KEYS)[number];
export type BodyStyle = (typeof BODY_STYLES)[number];
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];
export type Drivetrain = (typeof DRIVETRAINS)[number];
export type FuelType = (typeof FUEL_TYPES)[number];
export type Transmission = (typeof TRANSMISSIONS)[number];
