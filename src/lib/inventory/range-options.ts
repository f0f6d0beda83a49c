// The choices of a range filter's selects (price, mileage, year), derived from its steps and what is in stock.
import type { Range } from "./facets";
import type { RangeFilterSpec } from "./filter-table";

/** Steps that matter for the range: those inside it, plus the first step at or above its top. */
function stepsFor(steps: readonly number[], range: Range | null): number[] {
  if (!range) return [];
  const top = steps.find((step) => step >= range.max);
  return steps.filter((step) => step > range.min && (top === undefined ? true : step <= top));
}

/** Every whole number of the range, highest first (as shoppers read a year list: newest model year first). */
function eachOf(range: Range | null): number[] {
  const values: number[] = [];
  if (range) for (let value = range.max; value >= range.min; value--) values.push(value);
  return values;
}

/** Keeps a value from the URL selectable even when it is not one of the usual steps. */
function including(values: number[], current: number | undefined, descending: boolean): number[] {
  if (current === undefined || values.includes(current)) return values;
  return [...values, current].sort((a, b) => (descending ? b - a : a - b));
}

/** The choices of one side of a range filter; `current` is the side's value in the query, if any. */
export function rangeChoices(spec: Pick<RangeFilterSpec, "steps">, range: Range | null, current?: number): number[] {
  return spec.steps === "each"
    ? including(eachOf(range), current, true)
    : including(stepsFor(spec.steps, range), current, false);
}
