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

/**
 * Ids of the `count` most similar vehicles still for sale (never the vehicle itself, never sold ones).
 * One pass keeping the best few: the build asks this for every vehicle, and sorting the whole inventory each
 * time made 5,000 vehicles cost 16 s.
 */
export function similarVehicleIds(target: SimilarityFields, all: readonly SimilarityFields[], count = 4): string[] {
  const best: Scored[] = [];
  if (count <= 0) return [];
  for (const other of all) {
    if (other.id === target.id || !isListed(other)) continue;
    const entry = { other, score: similarityScore(target, other) };
    if (best.length === count && !ranksBefore(entry, best[count - 1])) continue;
    let at = Math.min(best.length, count - 1);
    if (best.length < count) best.push(entry);
    while (at > 0 && ranksBefore(entry, best[at - 1])) {
      best[at] = best[at - 1];
      at -= 1;
    }
    best[at] = entry;
  }
  return best.map(({ other }) => other.id);
}
