// The one copy of "these fields of that vehicle": every shape (vehicle-shapes.ts) is made with it, so no
// mapper lists a shape's fields again.

/** A shape's optional fields as a JSON file carries them when every key must be there: missing is null. */
export type MissingAsNull<T> = { [K in keyof T]-?: undefined extends T[K] ? Exclude<T[K], undefined> | null : T[K] };

// Lists are copied, so a shape never shares a list its source (or another shape) could change.
const copied = (value: unknown): unknown => (Array.isArray(value) ? [...(value as unknown[])] : value);

/** The listed fields of `source`, in the list's order; a missing (undefined) one is left out, as optional. */
export function pickFields<T extends object, K extends keyof T>(source: T, fields: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const field of fields) {
    if (source[field] !== undefined) picked[field] = copied(source[field]) as T[K];
  }
  return picked;
}

/** pickFields with a missing field as null, for a data file whose readers expect every key. */
export function pickFieldsOrNull<T extends object, K extends keyof T>(
  source: T,
  fields: readonly K[],
): MissingAsNull<Pick<T, K>> {
  const picked: Record<PropertyKey, unknown> = {};
  for (const field of fields) picked[field] = copied(source[field] ?? null);
  return picked as MissingAsNull<Pick<T, K>>;
}
