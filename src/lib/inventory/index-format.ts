// The inventory index: every listed vehicle with only what search and cards need, written at build time
// and fetched by /inventory/ on demand. Columnar (one array per field) with dictionaries for repeated text:
// small raw and even smaller gzipped, because similar values sit next to each other.
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { mapInSlices, type SliceOptions } from "../platform/work-in-slices";
import { vehiclePath } from "../paths";
import { FILTER_TABLE, filtersOfKind } from "./filter-table";
import { expandImage, ImageCompactor, type CompactImage, type ImageShape } from "./card-image";
import type { InventoryVehicle } from "./types";

export const INVENTORY_INDEX_VERSION = 1;

/** A vehicle as the build hands it to the encoder. */
export type IndexSourceVehicle = Omit<InventoryVehicle, "path" | "imageRef"> & { image?: IGatsbyImageData | null };

// Fixed value lists travel in the file too, so a file always decodes with the lists it was written with: one
// dictionary per choice filter of FILTER_TABLE, named by its `column`.
type EnumKey = Extract<(typeof FILTER_TABLE)[number], { kind: "choice" }>["column"];
const ENUMS = Object.fromEntries(
  filtersOfKind(FILTER_TABLE, "choice").map((spec) => [spec.column, spec.values]),
) as Record<EnumKey, readonly string[]>;

type DictKey = "make" | "model" | "trim" | EnumKey;

export interface InventoryIndexFile {
  v: typeof INVENTORY_INDEX_VERSION;
  /** Number of vehicles; every column has this many entries. */
  n: number;
  dict: Record<DictKey, string[]>;
  col: {
    year: number[];
    make: number[];
    model: number[];
    trim: number[];
    body: number[];
    price: number[];
    mileage: number[];
    colour: number[];
    drivetrain: number[];
    fuel: number[];
    transmission: number[];
    /** Bit i set = badge dict[i]. */
    badges: number[];
    /** 1 = sale pending. */
    pending: number[];
    /** Days since 1970-01-01. */
    date: number[];
    /** A shown price reduction's amount, 0 for none. */
    cut: number[];
    /** Its date in days since 1970-01-01, 0 for none. */
    cutDate: number[];
    vin: string[];
    stock: string[];
    /** Card photo, or 0 when the vehicle has none. */
    img: Array<CompactImage | 0>;
  };
  shapes: ImageShape[];
}

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

export function encodeInventoryIndex(vehicles: readonly IndexSourceVehicle[]): InventoryIndexFile {
  const dicts = {
    make: new Dictionary(),
    model: new Dictionary(),
    trim: new Dictionary(),
    ...(Object.fromEntries(Object.entries(ENUMS).map(([key, values]) => [key, new Dictionary(values)])) as Record<
      keyof typeof ENUMS,
      Dictionary
    >),
  };
  const images = new ImageCompactor();
  const col: InventoryIndexFile["col"] = {
    year: [],
    make: [],
    model: [],
    trim: [],
    body: [],
    price: [],
    mileage: [],
    colour: [],
    drivetrain: [],
    fuel: [],
    transmission: [],
    badges: [],
    pending: [],
    date: [],
    cut: [],
    cutDate: [],
    vin: [],
    stock: [],
    img: [],
  };
  for (const vehicle of vehicles) {
    col.year.push(vehicle.year);
    col.make.push(dicts.make.id(vehicle.make));
    col.model.push(dicts.model.id(vehicle.model));
    col.trim.push(dicts.trim.id(vehicle.trim));
    col.body.push(dicts.body.id(vehicle.bodyStyle));
    col.price.push(vehicle.price);
    col.mileage.push(vehicle.mileage);
    col.colour.push(dicts.colour.id(vehicle.colour));
    col.drivetrain.push(dicts.drivetrain.id(vehicle.drivetrain));
    col.fuel.push(dicts.fuel.id(vehicle.fuelType));
    col.transmission.push(dicts.transmission.id(vehicle.transmission));
    col.badges.push(vehicle.badges.reduce((bits, badge) => bits | (1 << dicts.badge.id(badge)), 0));
    col.pending.push(vehicle.status === "pending" ? 1 : 0);
    col.date.push(toDay(vehicle.dateInStock));
    col.cut.push(vehicle.priceReduction?.amount ?? 0);
    col.cutDate.push(vehicle.priceReduction ? toDay(vehicle.priceReduction.on) : 0);
    col.vin.push(vehicle.vin);
    col.stock.push(vehicle.stockNumber);
    col.img.push(vehicle.image ? images.compact(vehicle.image) : 0);
  }
  return {
    v: INVENTORY_INDEX_VERSION,
    n: vehicles.length,
    dict: Object.fromEntries(Object.entries(dicts).map(([key, dict]) => [key, dict.values])) as Record<
      DictKey,
      string[]
    >,
    col,
    shapes: images.shapes,
  };
}

export interface DecodedInventory {
  vehicles: InventoryVehicle[];
  /** The card photo of a decoded vehicle, built only for the cards on screen. */
  imageOf(vehicle: InventoryVehicle, sizes: string): IGatsbyImageData | undefined;
}

function fail(problem: string): never {
  throw new Error(`inventory index: ${problem}`);
}

interface IndexReader {
  count: number;
  row(index: number): InventoryVehicle;
  finish(vehicles: InventoryVehicle[]): DecodedInventory;
}

/** Checks an index file's shape (a damaged or foreign file gives a clear error, not odd results) and returns its row decoder. */
function readIndex(data: unknown): IndexReader {
  if (!data || typeof data !== "object") fail("expected a JSON object");
  const file = data as Partial<InventoryIndexFile>;
  if (file.v !== INVENTORY_INDEX_VERSION)
    fail(`expected format version ${INVENTORY_INDEX_VERSION}, got ${String(file.v)}`);
  const { n, dict, col, shapes } = file;
  if (typeof n !== "number" || !dict || !col || !Array.isArray(shapes)) fail("missing n, dict, col or shapes");
  for (const [name, values] of Object.entries(col)) {
    if (!Array.isArray(values) || values.length !== n)
      fail(`column ${name} has ${Array.isArray(values) ? values.length : "no"} entries, expected ${n}`);
  }
  const lookup = (key: DictKey, id: number, row: number): string => {
    const value = dict[key]?.[id];
    if (value === undefined) fail(`row ${row}: ${key} refers to entry ${id}, which does not exist`);
    return value;
  };
  const row = (i: number): InventoryVehicle => {
    const make = lookup("make", col.make[i], i);
    const model = lookup("model", col.model[i], i);
    const badges: InventoryVehicle["badges"] = [];
    const bits = col.badges[i];
    for (let b = 0; b < dict.badge.length; b++)
      if (bits & (1 << b)) badges.push(dict.badge[b] as InventoryVehicle["badges"][number]);
    return {
      path: vehiclePath({ year: col.year[i], make, model, stockNumber: col.stock[i] }),
      stockNumber: col.stock[i],
      vin: col.vin[i],
      year: col.year[i],
      make,
      model,
      trim: lookup("trim", col.trim[i], i),
      bodyStyle: lookup("body", col.body[i], i) as InventoryVehicle["bodyStyle"],
      price: col.price[i],
      ...(col.cut[i] > 0 ? { priceReduction: { amount: col.cut[i], on: fromDay(col.cutDate[i]) } } : {}),
      mileage: col.mileage[i],
      colour: lookup("colour", col.colour[i], i) as InventoryVehicle["colour"],
      drivetrain: lookup("drivetrain", col.drivetrain[i], i) as InventoryVehicle["drivetrain"],
      fuelType: lookup("fuel", col.fuel[i], i) as InventoryVehicle["fuelType"],
      transmission: lookup("transmission", col.transmission[i], i) as InventoryVehicle["transmission"],
      badges,
      status: col.pending[i] === 1 ? "pending" : "available",
      dateInStock: fromDay(col.date[i]),
      imageRef: col.img[i] === 0 ? -1 : i,
    };
  };
  return {
    count: n,
    row,
    finish: (vehicles) => ({
      vehicles,
      imageOf(vehicle, sizes) {
        const compact = vehicle.imageRef >= 0 ? col.img[vehicle.imageRef] : 0;
        return compact === 0 || compact === undefined ? undefined : expandImage(compact, shapes, sizes);
      },
    }),
  };
}

/** Reads an index file in slices of a few milliseconds (5,000 vehicles are a long task on a phone otherwise). */
export async function decodeInventoryIndexInSlices(data: unknown, options?: SliceOptions): Promise<DecodedInventory> {
  const reader = readIndex(data);
  return reader.finish(await mapInSlices(reader.count, reader.row, options));
}
