// The inventory index: every listed vehicle with only what search and cards need, written at build time
// and fetched by /inventory/ on demand. Columnar (one array per field) with dictionaries for repeated text:
// small raw and even smaller gzipped, because similar values sit next to each other. Two more savings keep a
// large lot's first download small (issue 56): the columns whose values go together (a model's make, body style,
// fuel and VIN prefix) are written as one column over a dictionary of the combinations met (joint-columns.ts), and
// the card photos, whose content digests do not compress, are left out: they come in chunks of PHOTO_CHUNK_ROWS rows
// (card-photo-chunks.ts), fetched for the cards a shopper is shown.
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { mapInSlices, type SliceOptions } from "../platform/work-in-slices";
import { vehiclePath } from "../paths";
import { FILTER_TABLE, filtersOfKind, LIST_FIELDS, type ChoiceFilterSpec, type FilterTable } from "./filter-table";
import { PHOTO_CHUNK_ROWS, photoChunkLoader, type PhotoChunkLoader } from "./card-photo-chunks";
import { joinColumns, splitColumns, type JointColumns } from "./joint-columns";
import type { InventoryVehicle } from "./types";

export const INVENTORY_INDEX_VERSION = 2;

/** A vehicle as the build hands it to the encoder. */
export type IndexSourceVehicle = Omit<InventoryVehicle, "path" | "imageRef"> & { image?: IGatsbyImageData | null };

// The columns follow the filter table (filter-table.ts): a number column per range's field, a dictionary column
// per choice's, a bit set per choice on a list (badges), an open dictionary per text filter's field (make, model, a
// group's lot); then the columns every vehicle has, named below. So a filter on a new field needs no edit here: its
// column comes with its table entry (docs/recipes).

/** The columns of the table's filters: what each reads, and how the index writes it. */
interface TableColumns {
  /** `year`, `price`, `mileage`: the field's own name. */
  numbers: Array<{ column: string; field: string }>;
  /** One value of a closed list, by its index in a dictionary the file carries (`body`, `fuel`…). */
  values: Array<{ column: string; field: string; values: readonly string[] }>;
  /** A list of values of a closed list, as bits of its dictionary (`badges`, dictionary `badge`). */
  lists: Array<{ column: string; field: string; values: readonly string[] }>;
  /** Texts whose values the file lists as it meets them: each text filter's field, and the trim (cards show it). */
  texts: string[];
}

const columnsCache = new WeakMap<FilterTable, TableColumns>();

/** The table's columns, worked out once per table. */
function tableColumns(table: FilterTable): TableColumns {
  let columns = columnsCache.get(table);
  if (!columns) {
    const numberFields = [...new Set(filtersOfKind(table, "range").map((spec) => spec.field as string))];
    const choices = filtersOfKind(table, "choice");
    const isList = (spec: ChoiceFilterSpec) => (LIST_FIELDS as readonly string[]).includes(spec.field);
    columns = {
      numbers: numberFields.map((field) => ({ column: field, field })),
      values: choices.filter((spec) => !isList(spec)).map((spec) => ({ ...spec, column: spec.column })),
      // The list's bits are the column `<field>` over the dictionary `<column>` (badges over badge).
      lists: choices.filter(isList).map((spec) => ({ column: spec.column, field: spec.field, values: spec.values })),
      texts: [...new Set([...filtersOfKind(table, "text").map((spec) => spec.field as string), "trim"])],
    };
    columnsCache.set(table, columns);
  }
  return columns;
}

/** A column of numbers, or of indexes into a dictionary, or of texts; every column has one entry per vehicle. */
type Column = Array<number | string>;

export interface InventoryIndexFile {
  v: typeof INVENTORY_INDEX_VERSION;
  /** Number of vehicles; every column has this many entries. */
  n: number;
  /**
   * Dictionaries: each text filter's field (`make`, `model`, `location`) and `trim` as met (a text left out, a
   * one-lot site's lot, is ABSENT in its column), and each choice filter's values (by its `column`, in the table's order of values, so a file always decodes
   * with the lists it was written with).
   */
  dict: Record<string, string[]>;
  /**
   * Columns: the table's (see above, the texts' as dictionary indexes), then `trim`, the VIN in three parts
   * (`vinHead` its first 8 characters and `vinMid` the next 3, as dictionary indexes, and `vinTail` the rest, a
   * number when it is 6 digits), `stock`, `pending` (1 = sale pending), `date` (days since 1970-01-01), `cut` (a
   * shown price reduction, 0 for none), `cutDate` (its day, 0 for none) and `pic` (1 = a card photo). The columns
   * joined (`joint`) are not here but in their joint columns (`joint0`…).
   */
  col: Record<string, Column>;
  /** Groups of columns written as one over the combinations of their values met (joint-columns.ts). */
  joint: JointColumns[];
  /** The card photos' chunks: rows `i * rows` to `(i + 1) * rows - 1` in `files[i]`, beside this file. */
  photos: { rows: number; files: string[] };
}

/** A text column's entry for a vehicle without that text (an optional field left out). */
const ABSENT = -1;

/** The VIN columns' dictionaries (their values are met as written, like the text filters'). */
const VIN_TEXTS = ["vinHead", "vinMid"];

/** A VIN as `[first 8, next 3, the rest]`; the rest as a number when it is 6 digits (a 17-character VIN's serial). */
function splitVin(vin: string): [string, string, number | string] {
  if (vin.length !== 17) return [vin, "", ""];
  const tail = vin.slice(11);
  return [vin.slice(0, 8), vin.slice(8, 11), /^\d{6}$/.test(tail) ? Number(tail) : tail];
}
const joinVin = (head: string, mid: string, tail: number | string) =>
  `${head}${mid}${typeof tail === "number" ? String(tail).padStart(6, "0") : tail}`;

const DAY_MS = 86_400_000;
const toDay = (isoDate: string) => Math.round(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);
const fromDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

class Dictionary {
  readonly values: string[] = [];
  private readonly ids = new Map<string, number>();
  constructor(initial: readonly string[] = []) {
    initial.forEach((value) => this.id(value));
  }
  id(value: string): number {
    let id = this.ids.get(value);
    if (id === undefined) {
      id = this.values.length;
      this.values.push(value);
      this.ids.set(value, id);
    }
    return id;
  }
}

/** A vehicle's field as the index reads it (the table names fields by string). */
const fieldOf = (vehicle: IndexSourceVehicle, field: string): unknown =>
  (vehicle as unknown as Record<string, unknown>)[field];

/**
 * The index file of these vehicles (in their order: the build's is newest arrival first). `photoFiles` are the
 * names of their photo chunks (encodeCardPhotoChunks, written beside it); none when the cards show no photos.
 */
export function encodeInventoryIndex(
  vehicles: readonly IndexSourceVehicle[],
  table: FilterTable = FILTER_TABLE,
  photoFiles: readonly string[] = [],
): InventoryIndexFile {
  const chunks = Math.ceil(vehicles.length / PHOTO_CHUNK_ROWS);
  if (photoFiles.length > 0 && photoFiles.length !== chunks)
    throw new Error(
      `inventory index: ${vehicles.length} vehicles have ${chunks} photo chunks, got ${photoFiles.length}`,
    );
  const { numbers, values, lists, texts } = tableColumns(table);
  const dicts = new Map<string, Dictionary>([...texts, ...VIN_TEXTS].map((name) => [name, new Dictionary()]));
  for (const spec of [...values, ...lists]) dicts.set(spec.column, new Dictionary(spec.values));
  const dict = (name: string) => dicts.get(name) as Dictionary;
  const col: Record<string, Column> = {};
  const names = [
    ...numbers.map((spec) => spec.column),
    ...values.map((spec) => spec.column),
    ...lists.map((spec) => spec.field),
    ...texts,
    ...["vinHead", "vinMid", "vinTail", "stock", "pending", "date", "cut", "cutDate", "pic"],
  ];
  for (const name of names) col[name] = [];
  for (const vehicle of vehicles) {
    for (const { column, field } of numbers) col[column].push(fieldOf(vehicle, field) as number);
    for (const { column, field } of values) col[column].push(dict(column).id(fieldOf(vehicle, field) as string));
    for (const { column, field } of lists)
      col[field].push(
        (fieldOf(vehicle, field) as readonly string[]).reduce((bits, value) => bits | (1 << dict(column).id(value)), 0),
      );
    for (const name of texts) {
      const text = fieldOf(vehicle, name) as string | undefined;
      col[name].push(text === undefined ? ABSENT : dict(name).id(text));
    }
    const [head, mid, tail] = splitVin(vehicle.vin);
    col.vinHead.push(dict("vinHead").id(head));
    col.vinMid.push(dict("vinMid").id(mid));
    col.vinTail.push(tail);
    col.stock.push(vehicle.stockNumber);
    col.pending.push(vehicle.status === "pending" ? 1 : 0);
    col.date.push(toDay(vehicle.dateInStock));
    col.cut.push(vehicle.priceReduction?.amount ?? 0);
    col.cutDate.push(vehicle.priceReduction ? toDay(vehicle.priceReduction.on) : 0);
    col.pic.push(vehicle.image ? 1 : 0);
  }
  // The dictionary columns and the numbers may go together (a model and its VIN prefix, a year and its VIN year
  // code); the joint pass keeps only what pays (joint-columns.ts).
  const candidates = [...values.map((spec) => spec.column), ...texts, ...VIN_TEXTS];
  const joint = joinColumns(
    col,
    candidates,
    vehicles.length,
    numbers.map((spec) => spec.column),
  );
  return {
    v: INVENTORY_INDEX_VERSION,
    n: vehicles.length,
    dict: Object.fromEntries([...dicts].map(([name, dictionary]) => [name, dictionary.values])),
    col,
    joint,
    photos: { rows: PHOTO_CHUNK_ROWS, files: [...photoFiles] },
  };
}

export interface DecodedInventory {
  vehicles: InventoryVehicle[];
  /** The card photo of a decoded vehicle, built only for the cards on screen; undefined until its chunk is here. */
  imageOf(vehicle: InventoryVehicle, sizes: string): IGatsbyImageData | undefined;
  /** Whether the vehicle has a card photo whose chunk has not arrived (its card keeps the photo's place). */
  photoPending(vehicle: InventoryVehicle): boolean;
  /** Fetches the photo chunks of these vehicles that are not here yet; true when one arrived. */
  loadPhotos(vehicles: readonly InventoryVehicle[]): Promise<boolean>;
}

/** Reads a photo chunk by its file name (beside the index file); none: the cards show no photos. */
export type FetchPhotoChunk = (file: string) => Promise<unknown>;

function fail(problem: string): never {
  throw new Error(`inventory index: ${problem}`);
}

interface IndexReader {
  count: number;
  row(index: number): InventoryVehicle;
  finish(vehicles: InventoryVehicle[]): DecodedInventory;
}

/** Checks an index file's shape (a damaged or foreign file gives a clear error, not odd results) and returns its row decoder. */
function readIndex(data: unknown, table: FilterTable, fetchChunk?: FetchPhotoChunk): IndexReader {
  if (!data || typeof data !== "object") fail("expected a JSON object");
  const file = data as Partial<InventoryIndexFile>;
  if (file.v !== INVENTORY_INDEX_VERSION)
    fail(`expected format version ${INVENTORY_INDEX_VERSION}, got ${String(file.v)}`);
  const { n, dict, joint, photos } = file;
  if (typeof n !== "number" || !dict || !file.col || !Array.isArray(joint) || !photos)
    fail("missing n, dict, col, joint or photos");
  let col: Record<string, Column>;
  try {
    col = splitColumns(file.col, joint, n);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  const { numbers, values, lists, texts } = tableColumns(table);
  for (const name of [...numbers.map((spec) => spec.column), ...values.map((spec) => spec.column), ...texts])
    if (!(name in col)) fail(`column ${name} is missing`);
  for (const [name, entries] of Object.entries(col)) {
    if (!Array.isArray(entries) || entries.length !== n)
      fail(`column ${name} has ${Array.isArray(entries) ? entries.length : "no"} entries, expected ${n}`);
  }
  const lookup = (key: string, id: number, row: number): string => {
    const value = dict[key]?.[id];
    if (value === undefined) fail(`row ${row}: ${key} refers to entry ${id}, which does not exist`);
    return value;
  };
  const number = (name: string, i: number) => col[name][i] as number;
  const row = (i: number): InventoryVehicle => {
    const make = lookup("make", number("make", i), i);
    const model = lookup("model", number("model", i), i);
    const stockNumber = col.stock[i] as string;
    const year = number("year", i);
    const fields: Record<string, unknown> = {};
    for (const name of texts) {
      const id = number(name, i);
      if (id !== ABSENT) fields[name] = lookup(name, id, i);
    }
    for (const { column, field } of numbers) fields[field] = number(column, i);
    for (const { column, field } of values) fields[field] = lookup(column, number(column, i), i);
    for (const { column, field } of lists) {
      const bits = number(field, i);
      const chosen: string[] = [];
      for (let b = 0; b < (dict[column]?.length ?? 0); b++) if (bits & (1 << b)) chosen.push(dict[column][b]);
      fields[field] = chosen;
    }
    const cut = number("cut", i);
    return {
      // The texts' (trim and the text filters') and the table's columns.
      ...(fields as Omit<InventoryVehicle, "path" | "stockNumber" | "vin" | "make" | "model">),
      path: vehiclePath({ year, make, model, stockNumber }),
      stockNumber,
      vin: joinVin(
        lookup("vinHead", number("vinHead", i), i),
        lookup("vinMid", number("vinMid", i), i),
        col.vinTail[i],
      ),
      make,
      model,
      ...(cut > 0 ? { priceReduction: { amount: cut, on: fromDay(number("cutDate", i)) } } : {}),
      status: number("pending", i) === 1 ? "pending" : "available",
      dateInStock: fromDay(number("date", i)),
      imageRef: number("pic", i) === 1 ? i : -1,
    };
  };
  const chunks: PhotoChunkLoader = photoChunkLoader(photos, n, fetchChunk);
  return {
    count: n,
    row,
    finish: (vehicles) => ({
      vehicles,
      imageOf: (vehicle, sizes) => (vehicle.imageRef >= 0 ? chunks.imageOf(vehicle.imageRef, sizes) : undefined),
      photoPending: (vehicle) => vehicle.imageRef >= 0 && chunks.pending(vehicle.imageRef),
      loadPhotos: (wanted) =>
        chunks.load(wanted.flatMap((vehicle) => (vehicle.imageRef >= 0 ? [vehicle.imageRef] : []))),
    }),
  };
}

/** Reads an index file in slices of a few milliseconds (5,000 vehicles are a long task on a phone otherwise). */
export async function decodeInventoryIndexInSlices(
  data: unknown,
  options?: SliceOptions,
  table: FilterTable = FILTER_TABLE,
  fetchChunk?: FetchPhotoChunk,
): Promise<DecodedInventory> {
  const reader = readIndex(data, table, fetchChunk);
  return reader.finish(await mapInSlices(reader.count, reader.row, options));
}
