// The compare page's state lives only in its address: `/compare/?stock=A,B,C` can be shared and reloaded.
import { ROUTES } from "../paths";
import { cleanStockList } from "./saved-list";

export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

export interface CompareQuery {
  /** Up to COMPARE_MAX stock numbers, each once, in the order given. */
  stock: string[];
  /** Entries that are not stock numbers at all, or beyond COMPARE_MAX, to tell the shopper about. */
  ignored: string[];
}

/** Reads `?stock=A,B` (also repeated `stock=` parameters and spaces), tolerating case and duplicates. */
export function parseCompareQuery(search: string): CompareQuery {
  const raw = new URLSearchParams(search)
    .getAll("stock")
    .flatMap((value) => value.split(/[\s,]+/))
    .map((value) => value.trim())
    .filter(Boolean);
  const valid = cleanStockList(raw, Number.POSITIVE_INFINITY);
  const stock = valid.slice(0, COMPARE_MAX);
  const invalid = raw.filter((value) => cleanStockList([value]).length === 0);
  return { stock, ignored: [...invalid, ...valid.slice(COMPARE_MAX)] };
}

/** `/compare/?stock=A,B` for a list of stock numbers (commas kept readable). */
export function comparePath(stock: readonly string[]): string {
  return `${ROUTES.compare}?stock=${stock.map(encodeURIComponent).join(",")}`;
}
