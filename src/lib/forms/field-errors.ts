// Where an endpoint's field errors go in a form: next to the field a visitor can see, or at the top for the form
// as a whole (a hidden field such as a vehicle's VIN); and the first one in form order, where focus goes.
/**
 * Splits the endpoint's errors into those shown next to a visible field and those that belong to the
 * form as a whole (hidden fields such as the vehicle's VIN), keeping the form's field order.
 */
export function placeFieldErrors(
  errors: Record<string, string>,
  visibleFields: readonly string[],
): { fields: Record<string, string>; form: string[] } {
  const fields: Record<string, string> = {};
  const form: string[] = [];
  for (const [field, message] of Object.entries(errors)) {
    if (visibleFields.includes(field)) fields[field] = message;
    else form.push(message);
  }
  return { fields, form };
}

/** The first field, in form order, that has an error: where focus goes. */
export function firstInvalidField(errors: Record<string, string>, fieldOrder: readonly string[]): string | undefined {
  return fieldOrder.find((field) => field in errors);
}
