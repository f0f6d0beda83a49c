/**
 * `value` as one of `values`. GraphQL hands closed lists (status, week day ...) back as plain strings; the
 * content was validated with zod before it became nodes, so a value outside the list is a bug in the schema
 * or a query: say which, instead of casting it through.
 */
export function oneOf<T extends string>(values: readonly T[], value: string, what: string): T {
  const found = values.find((candidate) => candidate === value);
  if (found === undefined)
    throw new Error(`${what}: unexpected value "${value}" (expected one of ${values.join(", ")})`);
  return found;
}
