// A vehicle node's closed vocabularies (status, body style, badges ...) narrowed from GraphQL's strings.
import {
  BADGE_KEYS,
  BODY_STYLES,
  DRIVETRAINS,
  FUEL_TYPES,
  TRANSMISSIONS,
  VEHICLE_STATUSES,
} from "../content/vehicle-fields";
import type { BadgeKey, BodyStyle, Drivetrain, FuelType, Transmission, VehicleStatus } from "../content/vehicle-fields";
import { oneOf } from "../content/one-of";

export const statusOf = (value: string): VehicleStatus => oneOf(VEHICLE_STATUSES, value, "vehicle status");
export const bodyStyleOf = (value: string): BodyStyle => oneOf(BODY_STYLES, value, "vehicle bodyStyle");
export const drivetrainOf = (value: string): Drivetrain => oneOf(DRIVETRAINS, value, "vehicle drivetrain");
export const fuelTypeOf = (value: string): FuelType => oneOf(FUEL_TYPES, value, "vehicle fuelType");
export const transmissionOf = (value: string): Transmission => oneOf(TRANSMISSIONS, value, "vehicle transmission");
export const badgesOf = (values: readonly string[]): BadgeKey[] =>
  values.map((value) => oneOf(BADGE_KEYS, value, "vehicle badges"));
