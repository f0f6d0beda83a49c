// A vehicle file before and after an import: which fields change, and the file's text.
import { vehicleFieldsSchema, type VehicleContent } from "../content/vehicle-schema";

/** One field an import changes, with its value before and after. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** Equal as JSON: the values a vehicle file holds. */
export const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

// The order of the fields in a vehicle file: the schema's.
const FIELD_ORDER = Object.keys(vehicleFieldsSchema().shape) as (keyof VehicleContent)[];

/** What an import changes in a vehicle, field by field, in the file's order. */
export function fieldChanges(before: VehicleContent, after: VehicleContent): FieldChange[] {
  return FIELD_ORDER.filter((field) => !same(before[field], after[field])).map((field) => ({
    field,
    before: before[field],
    after: after[field],
  }));
}

/** The file's text: an existing file keeps its key order (a small git diff), a new one follows the schema's. */
export function vehicleJson(vehicle: VehicleContent, keyOrder: readonly string[] = []): string {
  const keys = [...keyOrder.filter((key) => key in vehicle), ...FIELD_ORDER.filter((key) => !keyOrder.includes(key))];
  const ordered = Object.fromEntries(
    keys
      .filter((key) => vehicle[key as keyof VehicleContent] !== undefined)
      .map((key) => [key, vehicle[key as keyof VehicleContent]]),
  );
  return `${JSON.stringify(ordered, null, 2)}\n`;
}
