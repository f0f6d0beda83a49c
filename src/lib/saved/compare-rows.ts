// The rows of the compare table and which of them differ between the vehicles.
import { formatMileage, formatPrice } from "../format";
import type { ShortlistVehicle } from "./shortlist-data";

export interface CompareRow {
  key: string;
  label: string;
  /** One cell per vehicle, as text; lists (features) one item per entry. */
  cells: Array<string | string[]>;
  differs: boolean;
}

const cellKey = (cell: string | string[]) =>
  Array.isArray(cell)
    ? [...cell]
        .map((item) => item.toLowerCase())
        .sort()
        .join("\n")
    : cell.toLowerCase();

/**
 * True when at least two cells say different things (lists compare as sets, text ignores case).
 * @internal exported for its unit tests
 */
export function valuesDiffer(cells: ReadonlyArray<string | string[]>): boolean {
  return new Set(cells.map(cellKey)).size > 1;
}

const mpg = (vehicle: ShortlistVehicle) =>
  vehicle.mpgCity !== null && vehicle.mpgHighway !== null
    ? `${vehicle.mpgCity} city / ${vehicle.mpgHighway} highway`
    : "Not rated";

type RowSpec = [key: string, label: string, cell: (vehicle: ShortlistVehicle) => string | string[]];

/** The payment estimate row is the view's own (it needs the financing settings); it differs when the price does. */
const SPECS: RowSpec[] = [
  ["price", "Price", (v) => (v.status === "sold" ? "Sold" : formatPrice(v.price))],
  ["year", "Year", (v) => String(v.year)],
  ["mileage", "Mileage", (v) => formatMileage(v.mileage)],
  ["body", "Body style", (v) => v.bodyStyle],
  ["drivetrain", "Drivetrain", (v) => v.drivetrain],
  ["fuel", "Fuel", (v) => v.fuelType],
  ["transmission", "Transmission", (v) => v.transmission],
  ["mpg", "MPG", mpg],
  ["exterior", "Exterior colour", (v) => v.exteriorColor],
  ["interior", "Interior colour", (v) => v.interiorColor],
  ["warranty", "Warranty", (v) => v.warranty],
  ["features", "Features", (v) => v.features],
];

export function compareRows(vehicles: readonly ShortlistVehicle[]): CompareRow[] {
  return SPECS.map(([key, label, cell]) => {
    const cells = vehicles.map(cell);
    return { key, label, cells, differs: valuesDiffer(cells) };
  });
}
