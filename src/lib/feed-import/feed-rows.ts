// One feed row -> the facts it carries, each normalised to the site's vocabulary. An empty cell carries
// nothing (the vehicle keeps what it has); a cell that cannot be placed is a problem naming row and column.
import type { VehicleContent, VehicleStatus, WarrantyDuration } from "../content/vehicle-schema";
import type { CoveredSystem } from "../content/vehicle-fields";
import { FEED_FIELDS, type ColumnMap, type FeedField } from "./header-aliases";
import type { Normalised } from "./normalised";
import {
  formulaFree,
  normaliseDate,
  normaliseFeatures,
  normaliseIdentifier,
  normaliseLine,
  normaliseMileage,
  normaliseMpg,
  normaliseParagraphs,
  normalisePrice,
  normaliseVideo,
  normaliseYear,
} from "./normalise-values";
import type { FeedRow } from "./parse-feed";
import { splitPhotoList } from "./split-lists";
import {
  normaliseBodyStyle,
  normaliseDrivetrain,
  normaliseFuelType,
  normaliseStatus,
  normaliseTransmission,
  normaliseWarranty,
  type FeedWarranty,
} from "./vocabulary";
import { normaliseCoveredSystems, normaliseWarrantyDuration } from "./warranty-terms";

export interface FeedFacts {
  vin?: string;
  stockNumber?: string;
  year?: number;
  make?: string;
  model?: string;
  trim?: string;
  bodyStyle?: VehicleContent["bodyStyle"];
  mileage?: number;
  price?: number;
  exteriorColor?: string;
  interiorColor?: string;
  transmission?: VehicleContent["transmission"];
  drivetrain?: VehicleContent["drivetrain"];
  fuelType?: VehicleContent["fuelType"];
  engine?: string;
  mpgCity?: number;
  mpgHighway?: number;
  features?: string[];
  description?: string;
  descriptionEs?: string;
  /** Photo references as written (URLs or paths), in order. */
  photos?: string[];
  /** A YouTube or Vimeo link, in its canonical form. */
  video?: string;
  dateInStock?: string;
  status?: VehicleStatus;
  warranty?: FeedWarranty;
  /** A dealer warranty's covered systems and duration, when the feed carries them. */
  warrantySystems?: CoveredSystem[];
  warrantyDuration?: WarrantyDuration;
  /** The lot cell as the feed writes it (a dealer group's), matched to a lot by merge-vehicle.ts. */
  location?: string;
}

export interface FeedVehicle {
  row: number;
  vin: string;
  facts: FeedFacts;
  /** Some cell could not be placed (reported): the vehicle counts as present in the feed but is not merged. */
  unreadable: boolean;
}

type Normaliser = (cell: string) => Normalised<unknown>;

const NORMALISERS: Record<FeedField, Normaliser> = {
  vin: normaliseIdentifier,
  stockNumber: normaliseIdentifier,
  year: normaliseYear,
  make: formulaFree(normaliseLine),
  model: formulaFree(normaliseLine),
  trim: formulaFree(normaliseLine),
  bodyStyle: normaliseBodyStyle,
  mileage: normaliseMileage,
  price: normalisePrice,
  exteriorColor: formulaFree(normaliseLine),
  interiorColor: formulaFree(normaliseLine),
  transmission: normaliseTransmission,
  drivetrain: normaliseDrivetrain,
  fuelType: normaliseFuelType,
  engine: normaliseLine,
  mpgCity: normaliseMpg,
  mpgHighway: normaliseMpg,
  features: normaliseFeatures,
  description: formulaFree(normaliseParagraphs),
  descriptionEs: formulaFree(normaliseParagraphs),
  photos: (cell) => ({ value: splitPhotoList(cell) }),
  video: normaliseVideo,
  dateInStock: normaliseDate,
  status: normaliseStatus,
  warranty: normaliseWarranty,
  warrantySystems: normaliseCoveredSystems,
  warrantyDuration: normaliseWarrantyDuration,
  location: normaliseLine,
};

const cellPlace = (row: number, column: string, field: string) => `row ${row}, column "${column}" (${field})`;

/** Reads every row; returns the vehicles and one problem line per cell that cannot be placed. */
export function readFeedRows(
  rows: readonly FeedRow[],
  map: ColumnMap,
): { vehicles: FeedVehicle[]; problems: string[] } {
  const vehicles: FeedVehicle[] = [];
  const problems: string[] = [];
  for (const { row, cells } of rows) {
    const facts: Record<string, unknown> = {};
    let rowOk = true;
    for (const field of FEED_FIELDS) {
      const column = map.columns[field];
      if (!column) continue;
      const cell = cells[column.index];
      if (cell === "") continue;
      const result = NORMALISERS[field](cell);
      if ("error" in result) {
        problems.push(`${cellPlace(row, column.name, field)}: ${result.error}`);
        rowOk = false;
      } else if (result.value !== undefined) {
        facts[field] = result.value;
      }
    }
    const vin = facts.vin as string | undefined;
    if (!vin) {
      problems.push(`${cellPlace(row, map.columns.vin?.name ?? "VIN", "vin")}: is empty; every vehicle needs its VIN`);
      continue;
    }
    vehicles.push({ row, vin, facts: facts as FeedFacts, unreadable: !rowOk });
  }
  return { vehicles, problems };
}
