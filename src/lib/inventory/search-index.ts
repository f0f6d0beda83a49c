// Search without a scan of every vehicle per change: the inventory held as typed arrays and bit sets, built once
// when the index arrives. Each value of a closed list (body style, fuel, a badge…) has a bit set of the vehicles
// carrying it, so a choice is a few OR of words; a text filter (make, model, a group's lot) and a range read a
// typed column and are kept until their value changes; the orders are worked out once per sort (as numbers, the
// rules of sort.ts), so a change walks one precomputed order instead of sorting. Facet counts are popcounts of bit sets (a closed
// list) or a walk of the set bits (an open text), over the vehicles every other criterion lets through: the same
// answer, vehicle for vehicle and count for count, as the scan of filter.ts and facets.ts (tests/inventory).
// The table drives it, like the scan: a filter on a new field needs no edit here.
import { mapInSlices, type SliceOptions } from "../platform/work-in-slices";
import { facetsOf, type FacetCounts } from "./facets";
import { FILTER_TABLE, LIST_FIELDS, rangeBounds, type FilterTable } from "./filter-table";
import { SORT_OPTIONS, type InventoryQuery, type SortKey } from "./query";
import type { InventoryVehicle } from "./types";

/** A set of row numbers, one bit a row. */
type Bits = Uint32Array;

const wordsFor = (count: number) => (count + 31) >>> 5;
const has = (bits: Bits, row: number) => (bits[row >>> 5] & (1 << (row & 31))) !== 0;

function popcount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** How many rows `a AND b` holds. */
function countBoth(a: Bits, b: Bits): number {
  let total = 0;
  for (let w = 0; w < a.length; w++) {
    const word = a[w] & b[w];
    if (word !== 0) total += popcount(word);
  }
  return total;
}

/** One filter of the table as the index holds it. */
type Column =
  | { kind: "text"; ids: Int32Array; values: string[]; lower: string[] }
  | { kind: "choice"; values: readonly string[]; sets: Bits[]; every: boolean }
  | { kind: "range"; numbers: Float64Array };

/** A criterion in use: its bit set of the rows that pass it, and the table position it answers for. */
interface Criterion {
  /** Bit of criterionBits(table): 1 the keyword, 2 the table's first filter… */
  bit: number;
  pass: Bits;
}

/** What one search answers: the matching rows in the query's order, and the facet counts. */
export interface IndexedMatches {
  rows: Int32Array;
  counts: FacetCounts;
}

export interface SearchIndex {
  readonly vehicles: readonly InventoryVehicle[];
  readonly table: FilterTable;
  /** The rows in a sort's order (worked out once per sort). */
  order(sort: SortKey): Int32Array;
  /** The matches of a query's filters (its page left aside), in its order, with the facet counts. */
  match(query: InventoryQuery): IndexedMatches;
  /** How many vehicles a query's filters let through (no order, no counts). */
  count(query: InventoryQuery): number;
}

const DAY_MS = 86_400_000;
/** A YYYY-MM-DD day as a number of days (the dates of the index are whole days). */
const dayOf = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;

/**
 * Each order but the newest arrivals' as a number to sort ascending, ties in the newest arrival order: the rules of
 * sort.ts (COMPARATORS), as numbers (tests/inventory/search-index.test.ts checks they agree for every sort).
 */
const NUMBER_ORDERS: Record<Exclude<SortKey, "newest">, (vehicle: InventoryVehicle) => number> = {
  "price-asc": (vehicle) => vehicle.price,
  "price-desc": (vehicle) => -vehicle.price,
  "mileage-asc": (vehicle) => vehicle.mileage,
  "year-desc": (vehicle) => -vehicle.year,
  // The newest reduction first; vehicles without one after them all.
  reduced: (vehicle) => (vehicle.priceReduction ? -dayOf(vehicle.priceReduction.on) : Infinity),
};

/** Keeps the last few answers of an expensive criterion (a range, the keyword): going back and forth is free. */
class SmallCache<T> {
  private readonly entries = new Map<string, T>();
  constructor(private readonly size = 8) {}
  get(key: string, make: () => T): T {
    let value = this.entries.get(key);
    if (value === undefined) {
      value = make();
      if (this.entries.size >= this.size) this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(key, value);
    }
    return value;
  }
}

class BitSearchIndex implements SearchIndex {
  private readonly words: number;
  private readonly all: Bits;
  private readonly orders = new Map<SortKey, Int32Array>();
  private readonly cache = new SmallCache<Bits>(16);
  private searchTexts: string[] | null = null;

  constructor(
    readonly vehicles: readonly InventoryVehicle[],
    readonly table: FilterTable,
    private readonly columns: Column[],
  ) {
    this.words = wordsFor(vehicles.length);
    this.all = new Uint32Array(this.words).fill(0xffffffff);
    const spare = vehicles.length & 31;
    if (spare) this.all[this.words - 1] = (1 << spare) - 1;
  }

  private empty(): Bits {
    return new Uint32Array(this.words);
  }

  /** The rows whose text column holds the wanted text, compared without regard to case. */
  private textPass(at: number, column: Extract<Column, { kind: "text" }>, wanted: string): Bits {
    return this.cache.get(`${at}:${wanted}`, () => {
      const pass = this.empty();
      const wantedIds = new Set<number>();
      column.lower.forEach((value, id) => value === wanted && wantedIds.add(id));
      if (wantedIds.size === 0) return pass;
      const { ids } = column;
      for (let row = 0; row < ids.length; row++) if (wantedIds.has(ids[row])) pass[row >>> 5] |= 1 << (row & 31);
      return pass;
    });
  }

  private choicePass(column: Extract<Column, { kind: "choice" }>, chosen: readonly string[]): Bits {
    const sets = chosen.map((value) => column.sets[column.values.indexOf(value)]);
    // A value the list does not have matches no vehicle: `every` then lets none through, `some` ignores it.
    const known = sets.filter((set): set is Bits => set !== undefined);
    if (column.every) {
      if (known.length < sets.length) return this.empty();
      const pass = this.all.slice();
      for (const set of known) for (let w = 0; w < pass.length; w++) pass[w] &= set[w];
      return pass;
    }
    const pass = this.empty();
    for (const set of known) for (let w = 0; w < pass.length; w++) pass[w] |= set[w];
    return pass;
  }

  private rangePass(at: number, numbers: Float64Array, min: number, max: number): Bits {
    return this.cache.get(`${at}:${min}:${max}`, () => {
      const pass = this.empty();
      for (let row = 0; row < numbers.length; row++) {
        const value = numbers[row];
        if (value >= min && value <= max) pass[row >>> 5] |= 1 << (row & 31);
      }
      return pass;
    });
  }

  private keywordPass(tokens: readonly string[]): Bits {
    return this.cache.get(`keyword:${tokens.join(" ")}`, () => {
      this.searchTexts ??= this.vehicles.map((vehicle) =>
        `${vehicle.make} ${vehicle.model} ${vehicle.trim} ${vehicle.vin} ${vehicle.stockNumber}`.toLowerCase(),
      );
      const pass = this.empty();
      const texts = this.searchTexts;
      for (let row = 0; row < texts.length; row++)
        if (tokens.every((token) => texts[row].includes(token))) pass[row >>> 5] |= 1 << (row & 31);
      return pass;
    });
  }

  /** The criteria a query uses, as bit sets (those not in use let every vehicle through and are left out). */
  private criteria(query: InventoryQuery): Criterion[] {
    const record = query as unknown as Record<string, unknown>;
    const criteria: Criterion[] = [];
    const tokens = query.keyword.toLowerCase().split(/\s+/).filter(Boolean);
    if (tokens.length > 0) criteria.push({ bit: 1, pass: this.keywordPass(tokens) });
    this.table.forEach((spec, at) => {
      const bit = 1 << (at + 1);
      const column = this.columns[at];
      if (spec.kind === "text" && column.kind === "text") {
        const wanted = String(record[spec.id] ?? "").toLowerCase();
        if (wanted) criteria.push({ bit, pass: this.textPass(at, column, wanted) });
      } else if (spec.kind === "choice" && column.kind === "choice") {
        const chosen = (record[spec.id] as string[] | undefined) ?? [];
        if (chosen.length > 0) criteria.push({ bit, pass: this.choicePass(column, chosen) });
      } else if (spec.kind === "range" && column.kind === "range") {
        const bounds = rangeBounds(spec, record);
        if (bounds) criteria.push({ bit, pass: this.rangePass(at, column.numbers, bounds.min, bounds.max) });
      }
    });
    return criteria;
  }

  /** The rows every criterion but those in `ignored` lets through. */
  private passing(criteria: readonly Criterion[], ignored = 0): Bits {
    const used = criteria.filter((criterion) => (criterion.bit & ignored) === 0);
    if (used.length === 0) return this.all;
    const pass = used[0].pass.slice();
    for (let c = 1; c < used.length; c++) {
      const other = used[c].pass;
      for (let w = 0; w < pass.length; w++) pass[w] &= other[w];
    }
    return pass;
  }

  /** The rows in a sort's order, worked out on first use (buildSearchIndexInSlices works out all of them ahead). */
  order(sort: SortKey): Int32Array {
    let order = this.orders.get(sort);
    if (!order) {
      const newest = this.orders.get("newest") ?? this.newestOrder();
      if (sort === "newest") order = newest;
      else {
        // Every other order is a number, then the newest arrival order: compared as numbers, not as vehicles.
        const rank = new Int32Array(newest.length);
        newest.forEach((row, at) => (rank[row] = at));
        const keyOf = NUMBER_ORDERS[sort];
        const keys = Float64Array.from(this.vehicles, keyOf);
        order = Int32Array.from(newest).sort((a, b) => keys[a] - keys[b] || rank[a] - rank[b]);
      }
      this.orders.set(sort, order);
    }
    return order;
  }

  /** Newest arrival first, then stock number (sort.ts's byNewestArrival), the days compared as numbers. */
  private newestOrder(): Int32Array {
    const days = Float64Array.from(this.vehicles, (vehicle) => -dayOf(vehicle.dateInStock));
    const stock = this.vehicles.map((vehicle) => vehicle.stockNumber);
    const order = Int32Array.from(this.vehicles.keys()).sort(
      (a, b) => days[a] - days[b] || (stock[a] < stock[b] ? -1 : stock[a] > stock[b] ? 1 : 0),
    );
    this.orders.set("newest", order);
    return order;
  }

  private counts(criteria: readonly Criterion[]): FacetCounts {
    const counts: Record<string, Record<string, number>> = {};
    const byBits = new Map<number, Bits>();
    this.table.forEach((spec, at) => {
      if (spec.kind === "range") return;
      const facet = facetsOf(this.table).find((entry) => entry.key === spec.id);
      const ignored = facet?.ignored ?? 0;
      const mask = criteria.reduce((bits, criterion) => bits | (criterion.bit & ~ignored), 0);
      let pass = byBits.get(mask);
      if (!pass) byBits.set(mask, (pass = this.passing(criteria, ignored)));
      const bucket: Record<string, number> = {};
      const column = this.columns[at];
      if (column.kind === "choice") {
        column.values.forEach((value, id) => {
          const count = countBoth(pass, column.sets[id]);
          if (count > 0) bucket[value] = count;
        });
      } else if (column.kind === "text") {
        const tally = new Int32Array(column.values.length);
        const { ids } = column;
        for (let w = 0; w < pass.length; w++) {
          let word = pass[w];
          while (word !== 0) {
            const low = word & -word;
            const id = ids[(w << 5) + 31 - Math.clz32(low)];
            if (id >= 0) tally[id] += 1;
            word ^= low;
          }
        }
        tally.forEach((count, id) => count > 0 && (bucket[column.values[id]] = count));
      }
      counts[spec.id] = bucket;
    });
    return counts as FacetCounts;
  }

  match(query: InventoryQuery): IndexedMatches {
    const criteria = this.criteria(query);
    const pass = this.passing(criteria);
    const order = this.order(query.sort);
    const rows = new Int32Array(countBoth(pass, this.all));
    let next = 0;
    for (let i = 0; i < order.length; i++) if (has(pass, order[i])) rows[next++] = order[i];
    return { rows, counts: this.counts(criteria) };
  }

  count(query: InventoryQuery): number {
    return countBoth(this.passing(this.criteria(query)), this.all);
  }
}

/** The index's columns, filled row by row (so the browser can build them a few milliseconds at a time). */
function columnsBuilder(vehicles: readonly InventoryVehicle[], table: FilterTable) {
  const count = vehicles.length;
  const words = wordsFor(count);
  const isList = (field: string) => (LIST_FIELDS as readonly string[]).includes(field);
  const textIds = new Map<number, Map<string, number>>();
  const columns: Column[] = table.map((spec, at) => {
    if (spec.kind === "text") {
      textIds.set(at, new Map());
      return { kind: "text", ids: new Int32Array(count), values: [], lower: [] };
    }
    if (spec.kind === "choice")
      return {
        kind: "choice",
        values: spec.values,
        sets: spec.values.map(() => new Uint32Array(words)),
        every: spec.every === true,
      };
    return { kind: "range", numbers: new Float64Array(count) };
  });
  const fill = (row: number) => {
    const fields = vehicles[row] as unknown as Record<string, unknown>;
    table.forEach((spec, at) => {
      const column = columns[at];
      const value = fields[spec.field];
      if (column.kind === "text") {
        if (value === undefined) {
          column.ids[row] = -1;
          return;
        }
        const text = String(value);
        const ids = textIds.get(at) as Map<string, number>;
        let id = ids.get(text);
        if (id === undefined) {
          id = column.values.length;
          ids.set(text, id);
          column.values.push(text);
          column.lower.push(text.toLowerCase());
        }
        column.ids[row] = id;
      } else if (column.kind === "choice") {
        const carried = isList(spec.field as string) ? ((value ?? []) as string[]) : [value as string];
        for (const one of carried) {
          const id = column.values.indexOf(one);
          if (id >= 0) column.sets[id][row >>> 5] |= 1 << (row & 31);
        }
      } else column.numbers[row] = value as number;
    });
  };
  return { columns, fill };
}

export function buildSearchIndex(
  vehicles: readonly InventoryVehicle[],
  table: FilterTable = FILTER_TABLE,
): SearchIndex {
  const { columns, fill } = columnsBuilder(vehicles, table);
  for (let row = 0; row < vehicles.length; row++) fill(row);
  return new BitSearchIndex(vehicles, table, columns);
}

/** buildSearchIndex in slices of a few milliseconds (20,000 vehicles are a long task on a phone otherwise). */
export async function buildSearchIndexInSlices(
  vehicles: readonly InventoryVehicle[],
  options?: SliceOptions,
  table: FilterTable = FILTER_TABLE,
): Promise<SearchIndex> {
  const { columns, fill } = columnsBuilder(vehicles, table);
  await mapInSlices(vehicles.length, fill, options);
  const index = new BitSearchIndex(vehicles, table, columns);
  // The orders ahead, one a slice: a shopper's first change of order then walks a ready one.
  await mapInSlices(SORT_OPTIONS.length, (at) => index.order(SORT_OPTIONS[at].value), { ...options, sliceMs: 0 });
  return index;
}
