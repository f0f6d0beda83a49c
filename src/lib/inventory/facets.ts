// What the filter controls offer: every value present in the inventory (options), and how many vehicles
// each value would show given the other filters (counts), computed in the same single pass as the results.
import { BADGE_KEYS, BODY_STYLES, DRIVETRAINS, FUEL_TYPES, TRANSMISSIONS } from "../content/vehicle-fields";
import { COLOUR_FAMILIES, type ColourFamily } from "./colour-family";
import { CRITERION_BIT, type PreparedVehicle } from "./filter";
import type { BadgeKey, BodyStyle, Drivetrain, FuelType, InventoryVehicle, Transmission } from "./types";

export const FACET_KEYS = ["make", "model", "body", "drivetrain", "fuel", "transmission", "colour", "badge"] as const;
export type FacetKey = (typeof FACET_KEYS)[number];
export type FacetCounts = Record<FacetKey, Record<string, number>>;

export interface Range {
  min: number;
  max: number;
}

export interface InventoryOptions {
  makes: string[];
  /** Models of each make, for the model choices that follow the chosen make. */
  modelsByMake: Record<string, string[]>;
  body: BodyStyle[];
  drivetrain: Drivetrain[];
  fuel: FuelType[];
  transmission: Transmission[];
  colour: ColourFamily[];
  badge: BadgeKey[];
  year: Range | null;
  price: Range | null;
  mileage: Range | null;
}

const byText = (a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "base", numeric: true });

function range(values: number[]): Range | null {
  if (values.length === 0) return null;
  let min = Infinity;
  let max = -Infinity;
  for (const value of values) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return { min, max };
}

/** Values present in the inventory, in a stable order (enums in their schema order, names alphabetically). */
export function inventoryOptions(vehicles: readonly InventoryVehicle[]): InventoryOptions {
  const present = <T extends string>(
    all: readonly T[],
    pickValues: (v: InventoryVehicle) => readonly string[],
  ): T[] => {
    const seen = new Set(vehicles.flatMap(pickValues));
    return all.filter((value) => seen.has(value));
  };
  const models = new Map<string, Set<string>>();
  for (const vehicle of vehicles) {
    const set = models.get(vehicle.make) ?? new Set<string>();
    set.add(vehicle.model);
    models.set(vehicle.make, set);
  }
  const makes = [...models.keys()].sort(byText);
  return {
    makes,
    modelsByMake: Object.fromEntries(makes.map((make) => [make, [...(models.get(make) ?? [])].sort(byText)])),
    body: present(BODY_STYLES, (v) => [v.bodyStyle]),
    drivetrain: present(DRIVETRAINS, (v) => [v.drivetrain]),
    fuel: present(FUEL_TYPES, (v) => [v.fuelType]),
    transmission: present(TRANSMISSIONS, (v) => [v.transmission]),
    colour: present(COLOUR_FAMILIES, (v) => [v.colour]),
    badge: present(BADGE_KEYS, (v) => v.badges),
    year: range(vehicles.map((v) => v.year)),
    price: range(vehicles.map((v) => v.price)),
    mileage: range(vehicles.map((v) => v.mileage)),
  };
}

// A facet's count ignores its own criterion (and the make count ignores the model too), so each option
// says how many vehicles choosing it would show, the way shoppers expect from "SUV (12)".
const IGNORED: Record<FacetKey, number> = {
  make: CRITERION_BIT.make | CRITERION_BIT.model,
  model: CRITERION_BIT.model,
  body: CRITERION_BIT.body,
  drivetrain: CRITERION_BIT.drivetrain,
  fuel: CRITERION_BIT.fuel,
  transmission: CRITERION_BIT.transmission,
  colour: CRITERION_BIT.colour,
  badge: CRITERION_BIT.badge,
};

const FACET_VALUES: Record<FacetKey, (v: InventoryVehicle) => readonly string[] | string> = {
  make: (v) => v.make,
  model: (v) => v.model,
  body: (v) => v.bodyStyle,
  drivetrain: (v) => v.drivetrain,
  fuel: (v) => v.fuelType,
  transmission: (v) => v.transmission,
  colour: (v) => v.colour,
  badge: (v) => v.badges,
};

export function emptyCounts(): FacetCounts {
  return { make: {}, model: {}, body: {}, drivetrain: {}, fuel: {}, transmission: {}, colour: {}, badge: {} };
}

/** Adds one vehicle to the counts of every facet whose ignored criteria cover all the vehicle's failures. */
export function countVehicle(counts: FacetCounts, item: PreparedVehicle, failed: number): void {
  for (const key of FACET_KEYS) {
    if ((failed & ~IGNORED[key]) !== 0) continue;
    const values = FACET_VALUES[key](item.vehicle);
    const bucket = counts[key];
    if (typeof values === "string") bucket[values] = (bucket[values] ?? 0) + 1;
    else for (const value of values) bucket[value] = (bucket[value] ?? 0) + 1;
  }
}
