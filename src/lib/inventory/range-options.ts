// The choices of the price, mileage and year selects, derived from what is in stock.
import type { Range } from "./facets";

const PRICE_STEPS = [
  5_000, 7_500, 10_000, 12_500, 15_000, 17_500, 20_000, 22_500, 25_000, 30_000, 35_000, 40_000, 45_000, 50_000, 60_000,
  70_000, 80_000, 100_000, 125_000, 150_000, 200_000, 300_000, 500_000,
];
const MILEAGE_STEPS = [
  10_000, 20_000, 30_000, 40_000, 50_000, 60_000, 70_000, 80_000, 90_000, 100_000, 125_000, 150_000, 200_000,
];

/** Steps that matter for the range: those inside it, plus the first step at or above its top. */
function stepsFor(steps: number[], range: Range | null): number[] {
  if (!range) return [];
  const top = steps.find((step) => step >= range.max);
  return steps.filter((step) => step > range.min && (top === undefined ? true : step <= top));
}

/** Keeps a value from the URL selectable even when it is not one of the usual steps. */
function including(values: number[], current: number | undefined): number[] {
  if (current === undefined || values.includes(current)) return values;
  return [...values, current].sort((a, b) => a - b);
}

export function priceChoices(range: Range | null, current?: number): number[] {
  return including(stepsFor(PRICE_STEPS, range), current);
}

export function mileageChoices(range: Range | null, current?: number): number[] {
  return including(stepsFor(MILEAGE_STEPS, range), current);
}

/** Newest model year first, as shoppers read a year list. */
export function yearChoices(range: Range | null, current?: number): number[] {
  const years: number[] = [];
  if (range) for (let year = range.max; year >= range.min; year--) years.push(year);
  return including(years, current).sort((a, b) => b - a);
}
