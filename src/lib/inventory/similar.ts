// "Similar vehicles" on a detail page: what a salesperson would suggest next to the car you looked at.
import type { BodyStyle } from "../content/vehicle-schema";
import { isListed } from "../vehicle/vehicle-facts";

export interface SimilarityFields {
  id: string;
  stockNumber: string;
  year: number;
  make: string;
  model: string;
  bodyStyle: BodyStyle;
  price: number;
  mileage: number;
  status: string;
}

/**
 * Higher is more alike: the same kind of vehicle (body style) counts most, then the same model and make,
 * then a close price, year and mileage. Price closeness is relative, so $2,000 apart matters more on a
 * $9,000 car than on a $40,000 one.
 * @internal exported for its unit tests
 */
export function similarityScore(a: SimilarityFields, b: SimilarityFields): number {
  let score = 0;
  if (a.bodyStyle === b.bodyStyle) score += 4;
  if (a.make === b.make) score += 1.5;
  if (a.make === b.make && a.model === b.model) score += 2;
  const priceGap = Math.abs(a.price - b.price) / Math.max(a.price, 1);
  score += 3 * Math.max(0, 1 - priceGap / 0.5);
  score += 1 * Math.max(0, 1 - Math.abs(a.year - b.year) / 6);
  score += 1 * Math.max(0, 1 - Math.abs(a.mileage - b.mileage) / 60_000);
  return score;
}

interface Scored {
  other: SimilarityFields;
  score: number;
}

/** Best first: higher score, then the lower stock number, so the choice never depends on input order. */
function ranksBefore(a: Scored, b: Scored): boolean {
  return a.score > b.score || (a.score === b.score && a.other.stockNumber < b.other.stockNumber);
}

/** Keeps the `count` best of what it is offered, best first. */
function offer(best: Scored[], count: number, target: SimilarityFields, other: SimilarityFields): void {
  if (other.id === target.id) return;
  const entry = { other, score: similarityScore(target, other) };
  if (best.length === count && !ranksBefore(entry, best[count - 1])) return;
  let at = Math.min(best.length, count - 1);
  if (best.length < count) best.push(entry);
  while (at > 0 && ranksBefore(entry, best[at - 1])) {
    best[at] = best[at - 1];
    at -= 1;
  }
  best[at] = entry;
}

/**
 * Ids of the `count` most similar vehicles still for sale (never the vehicle itself, never sold ones), by one
 * pass over the inventory. The build uses similarVehicleFinder, which gives the same answer without the pass.
 * @internal exported for its unit tests
 */
export function similarVehicleIds(target: SimilarityFields, all: readonly SimilarityFields[], count = 4): string[] {
  const best: Scored[] = [];
  if (count <= 0) return [];
  for (const other of all) if (isListed(other)) offer(best, count, target, other);
  return best.map(({ other }) => other.id);
}

type ByModel = Map<string, SimilarityFields[]>;
type ByMake = Map<string, ByModel>;

/** The highest score a vehicle can reach given what it shares with the target (similarityScore's weights). */
const MOST = { closeness: 3 + 1 + 1, bodyStyle: 4, make: 1.5, model: 2 };

/**
 * similarVehicleIds for every vehicle of an inventory: the build asks it for each vehicle, and one pass over the
 * whole inventory each time was quadratic (20,000 vehicles: 360 million scores). The listed vehicles are grouped
 * by body style, make and model; groups are visited from the highest score they could reach down, and the search
 * stops when the next group could not beat the fourth best found (most cars never leave their own model's group).
 */
export function similarVehicleFinder(
  all: readonly SimilarityFields[],
  count = 4,
): (target: SimilarityFields) => string[] {
  const tree = new Map<string, ByMake>();
  for (const vehicle of all) {
    if (!isListed(vehicle)) continue;
    const byMake = tree.get(vehicle.bodyStyle) ?? tree.set(vehicle.bodyStyle, new Map()).get(vehicle.bodyStyle)!;
    const byModel = byMake.get(vehicle.make) ?? byMake.set(vehicle.make, new Map()).get(vehicle.make)!;
    (byModel.get(vehicle.model) ?? byModel.set(vehicle.model, []).get(vehicle.model)!).push(vehicle);
  }

  /** The groups of vehicles with the most each could score, highest first. */
  function* groups(target: SimilarityFields): Generator<[number, SimilarityFields[]]> {
    const { closeness, bodyStyle, make, model } = MOST;
    const sameBody = tree.get(target.bodyStyle);
    const sameMake = sameBody?.get(target.make);
    yield [bodyStyle + make + model + closeness, sameMake?.get(target.model) ?? []];
    for (const [name, vehicles] of sameMake ?? [])
      if (name !== target.model) yield [bodyStyle + make + closeness, vehicles];
    for (const [name, byModel] of sameBody ?? [])
      if (name !== target.make) for (const vehicles of byModel.values()) yield [bodyStyle + closeness, vehicles];
    const otherBodies = [...tree].filter(([name]) => name !== target.bodyStyle).map(([, byMake]) => byMake);
    for (const byMake of otherBodies)
      yield [make + model + closeness, byMake.get(target.make)?.get(target.model) ?? []];
    for (const byMake of otherBodies)
      for (const [name, vehicles] of byMake.get(target.make) ?? [])
        if (name !== target.model) yield [make + closeness, vehicles];
    for (const byMake of otherBodies)
      for (const [name, byModel] of byMake)
        if (name !== target.make) for (const vehicles of byModel.values()) yield [closeness, vehicles];
  }

  return (target) => {
    const best: Scored[] = [];
    if (count <= 0) return [];
    for (const [most, vehicles] of groups(target)) {
      // Strictly below: a vehicle scoring the same as the fourth could still win on its stock number.
      if (best.length === count && most < best[count - 1].score) break;
      for (const other of vehicles) offer(best, count, target, other);
    }
    return best.map(({ other }) => other.id);
  };
}
