// The rows of the compare table and which of them differ between the vehicles.
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { featureLabel } from "../content/feature-labels";
import {
  bodyStyleLabel,
  drivetrainLabel,
  fuelTypeLabel,
  transmissionLabel,
  vehicleStatusLabel,
} from "../content/vehicle-field-labels";
import { formatMileage, formatPrice } from "../format";
import type { Locale } from "../i18n/locale";
import { paintColour } from "../inventory/paint-colour";
import type { ShortlistVehicle } from "./shortlist-data";
import { warrantyLabel } from "./warranty-label";

/** Text that may be in another language than the page's: staff-written words with no translation. */
export interface LabelledText {
  text: string;
  lang: Locale;
}

/** A cell as text in the page's language, or labelled with its own (the warranty); a list (features) one item per entry. */
export type CompareCell = string | LabelledText | LabelledText[];

export interface CompareRow {
  key: string;
  label: MessageDescriptor;
  /** One cell per vehicle. */
  cells: CompareCell[];
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

const plainText = (cell: CompareCell): string | string[] =>
  typeof cell === "string" ? cell : Array.isArray(cell) ? cell.map((item) => item.text) : cell.text;

type CellOf = (vehicle: ShortlistVehicle, i18n: I18n, locale: Locale) => CompareCell;

function mpg(vehicle: ShortlistVehicle, i18n: I18n): string {
  const { mpgCity: city, mpgHighway: highway } = vehicle;
  return city !== null && highway !== null ? i18n._(msg`${city} city / ${highway} highway`) : i18n._(msg`Not rated`);
}

// A paint name is the maker's (English); in Spanish the colour family leads ("Negro (Crystal Black Pearl)"), and a
// name that gives no family away stays as written, marked English.
function colour(paint: string, locale: Locale): CompareCell {
  const { family, paint: name } = paintColour(paint, locale);
  if (!family) return locale === "en" ? paint : { text: paint, lang: "en" };
  return name ? `${family} (${name})` : family;
}

type RowSpec = [key: string, label: MessageDescriptor, cell: CellOf];

/** The payment estimate row is the view's own (it needs the financing settings); it differs when the price does. */
const SPECS: RowSpec[] = [
  ["price", msg`Price`, (v, _, l) => (v.status === "sold" ? vehicleStatusLabel("sold", l) : formatPrice(v.price, l))],
  ["year", msg`Year`, (v) => String(v.year)],
  ["mileage", msg`Mileage`, (v, _, l) => formatMileage(v.mileage, l)],
  ["body", msg`Body style`, (v, _, l) => bodyStyleLabel(v.bodyStyle, l)],
  ["drivetrain", msg`Drivetrain`, (v, _, l) => drivetrainLabel(v.drivetrain, l)],
  ["fuel", msg`Fuel`, (v, _, l) => fuelTypeLabel(v.fuelType, l)],
  ["transmission", msg`Transmission`, (v, _, l) => transmissionLabel(v.transmission, l)],
  ["mpg", msg`MPG`, mpg],
  ["exterior", msg`Exterior color`, (v, _, l) => colour(v.exteriorColor, l)],
  ["interior", msg`Interior color`, (v, _, l) => colour(v.interiorColor, l)],
  ["warranty", msg`Warranty`, (v, _, l) => warrantyLabel(v.warranty, l)],
  ["features", msg`Features`, (v, _, l) => v.features.map((feature) => featureLabel(feature, l))],
];

/** The rows in the page's language: `i18n` has the shortlist's messages (src/locales/shortlist.ts). */
export function compareRows(vehicles: readonly ShortlistVehicle[], i18n: I18n, locale: Locale): CompareRow[] {
  return SPECS.map(([key, label, cell]) => {
    const cells = vehicles.map((vehicle) => cell(vehicle, i18n, locale));
    return { key, label, cells, differs: valuesDiffer(cells.map(plainText)) };
  });
}
