// The vehicle page's item fields read back by the event code (kept apart from asc-item.ts, which the vehicle
// page's own bundle carries, so the page does not ship a parser only the event code uses).
import type { AscItem } from "./asc-item";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The item fields back from the attribute; undefined for anything that is not a whole item. */
export function parseAscItem(value: string | null | undefined): AscItem | undefined {
  if (!value) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return undefined;
  }
  if (!isRecord(parsed)) return undefined;
  const record = parsed;
  const numbers = ["item_price", "item_year"];
  const strings = [
    "item_id",
    "item_number",
    "item_make",
    "item_model",
    "item_variant",
    "item_color",
    "item_type",
    "item_fuel_type",
    "item_inventory_date",
  ];
  if (record.item_condition !== "used") return undefined;
  if (!numbers.every((key) => typeof record[key] === "number")) return undefined;
  if (!strings.every((key) => typeof record[key] === "string")) return undefined;
  return record as unknown as AscItem;
}
