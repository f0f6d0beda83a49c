// The shopper's saved vehicles as kept in localStorage: a versioned list of stock numbers, newest first.
// Anything else found under the key (junk, an older or newer shape, duplicates) is read as well as it can be,
// never thrown on: a broken list must not break the page.
import { STOCK_NUMBER_PATTERN } from "../content/vehicle-fields";

export const SAVED_STORAGE_KEY = "saved-vehicles";
const SAVED_VERSION = 1;
/**
 * Enough for several days of shopping; the oldest entry makes way when a 25th is saved.
 * @internal exported for its unit tests
 */
export const SAVED_CAP = 24;

function isStockNumber(value: unknown): value is string {
  return typeof value === "string" && STOCK_NUMBER_PATTERN.test(value);
}

/** Stock numbers in order, each once, invalid ones dropped, at most `cap`. */
export function cleanStockList(values: readonly unknown[], cap = SAVED_CAP): string[] {
  const seen = new Set<string>();
  for (const value of values) {
    const stock = typeof value === "string" ? value.trim().toUpperCase() : value;
    if (isStockNumber(stock)) seen.add(stock);
    if (seen.size === cap) break;
  }
  return [...seen];
}

/** The stored text as a list; null, junk or another version's shape give an empty list. */
export function parseSavedList(raw: string | null): string[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!data || typeof data !== "object") return [];
  const { version, stock } = data as { version?: unknown; stock?: unknown };
  if (version !== SAVED_VERSION || !Array.isArray(stock)) return [];
  return cleanStockList(stock);
}

export function serializeSavedList(stock: readonly string[]): string {
  return JSON.stringify({ version: SAVED_VERSION, stock: cleanStockList(stock) });
}

/** Saves (to the front) or unsaves one stock number. */
export function toggleSaved(list: readonly string[], stock: string): string[] {
  return list.includes(stock) ? list.filter((item) => item !== stock) : cleanStockList([stock, ...list]);
}
