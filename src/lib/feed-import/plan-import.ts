// The whole import decided before anything is written: which vehicles are added, changed (field by field),
// marked sold or left alone, and every problem. Pure: the same inputs give the same plan, so a dry run shows
// exactly what the import would do.
import { describeValue, formatPath } from "../content/format-issues";
import { vehicleFileName, vehicleSlugOf } from "../content/vehicle-file-name";
import { vehicleSchema, type VehicleContent, type Warranty } from "../content/vehicle-schema";
import type { FeedVehicle } from "./feed-rows";
import type { FeedLotIds } from "./feed-lots";
import type { ColumnMap } from "./header-aliases";
import { sha256, type ImportState } from "./import-state";
import { feedFieldOf, mergeVehicle, type ExistingVehicle } from "./merge-vehicle";
import { fieldChanges, same, vehicleJson, type FieldChange } from "./vehicle-changes";

/** A vehicle's photos as the feed lists them: stored file names, or why they cannot all be had. */
export type PhotoResolution =
  /** The new photo list, in the feed's order. */
  | { files: string[] }
  /** A reference the import will not follow (outside the feed's folder, a formula, an internal host): always an error. */
  | { refused: string[] }
  /** Could not be fetched: an existing vehicle keeps its photos (a warning); a new vehicle cannot be added. */
  | { unavailable: string[] };

export interface PlanInput {
  feedVehicles: readonly FeedVehicle[];
  /** Data rows in the feed, readable or not. */
  feedRows: number;
  columns: ColumnMap["columns"];
  existing: readonly ExistingVehicle[];
  state: ImportState;
  defaultWarranty: Warranty | undefined;
  /** A dealer group's lots (content/locations/), which the feed's lot column names; none on a site with one lot. */
  lots: readonly FeedLotIds[];
  keepMissing: boolean;
  /** YYYY-MM-DD. */
  today: string;
  currentYear: number;
  /** Undefined when the vehicle's row lists no photos. */
  photosFor: (feed: FeedVehicle, slug: string) => PhotoResolution | undefined;
}

export interface PlannedVehicle {
  vin: string;
  /** Spreadsheet row, for vehicles in the feed. */
  row?: number;
  label: string;
  /** File name in content/vehicles after the import. */
  file: string;
  /** Set when the file is renamed (stock number, year, make or model changed). */
  previousFile?: string;
  vehicle: VehicleContent;
  /** The file's new text; absent for vehicles left alone. */
  json?: string;
  changes: FieldChange[];
  notes: string[];
}

export interface ImportPlan {
  added: PlannedVehicle[];
  changed: PlannedVehicle[];
  markedSold: PlannedVehicle[];
  unchanged: PlannedVehicle[];
  /** Not in the feed but left as they are (already sold, or --keep-missing). */
  leftAlone: PlannedVehicle[];
  problems: string[];
  warnings: string[];
  /** The vehicle part of the next import state (photos are the caller's). */
  vehicles: ImportState["vehicles"];
}

const labelOf = (vehicle: Pick<VehicleContent, "year" | "make" | "model" | "stockNumber" | "vin">) =>
  `${vehicle.year} ${vehicle.make} ${vehicle.model} (stock ${vehicle.stockNumber}, VIN ${vehicle.vin})`;

export function planImport(input: PlanInput): ImportPlan {
  const plan: ImportPlan = {
    added: [],
    changed: [],
    markedSold: [],
    unchanged: [],
    leftAlone: [],
    problems: [],
    warnings: [],
    vehicles: { ...input.state.vehicles },
  };
  const schema = vehicleSchema(input.currentYear);
  const existingByVin = new Map(input.existing.map((entry) => [entry.vehicle.vin, entry]));
  const rowOfVin = new Map<string, number>();

  if (input.feedRows === 0) {
    plan.problems.push(
      `(file): the feed lists no vehicles; importing it would mark all ${input.existing.length} vehicles in content/ sold`,
    );
    return plan;
  }

  for (const feed of input.feedVehicles) {
    const earlier = rowOfVin.get(feed.vin);
    if (earlier !== undefined) {
      plan.problems.push(
        `row ${feed.row}, column "${input.columns.vin?.name}" (vin): ${feed.vin} is already in row ${earlier}; each vehicle may appear once`,
      );
      continue;
    }
    rowOfVin.set(feed.vin, feed.row);
    if (feed.unreadable) continue;
    const existing = existingByVin.get(feed.vin);
    const remembered = input.state.vehicles[feed.vin];
    const identity = { ...existing?.vehicle, ...feed.facts, vin: feed.vin };
    const resolution = feed.facts.photos ? input.photosFor(feed, vehicleSlugOf(identity)) : undefined;
    let photoFiles: string[] | undefined;
    // Fields whose problem is already reported, so the schema does not report it a second time.
    const reported = new Set<string>();
    if (resolution && ("refused" in resolution || ("unavailable" in resolution && !existing))) reported.add("photos");
    if (resolution && "refused" in resolution) {
      plan.problems.push(
        ...resolution.refused.map(
          (reason) => `row ${feed.row}, column "${input.columns.photos?.name}" (photos): ${reason}`,
        ),
      );
    } else if (resolution && "unavailable" in resolution) {
      const where = `row ${feed.row}, column "${input.columns.photos?.name}" (photos)`;
      if (existing)
        plan.warnings.push(
          ...resolution.unavailable.map(
            (reason) => `${where}: ${reason}; the vehicle keeps its ${existing.vehicle.photos.length} current photo(s)`,
          ),
        );
      else
        plan.problems.push(
          ...resolution.unavailable.map((reason) => `${where}: ${reason}; a new vehicle needs its photos`),
        );
    } else if (resolution) {
      photoFiles = resolution.files;
    }

    const merged = mergeVehicle(feed, existing, photoFiles, {
      columns: input.columns,
      remembered,
      defaultWarranty: input.defaultWarranty,
      today: input.today,
      lots: input.lots,
    });
    plan.problems.push(...merged.problems);
    if (merged.candidate.warranty === undefined) reported.add("warranty");
    const result = schema.safeParse(merged.candidate, { reportInput: true });
    if (!result.success) {
      for (const issue of result.error.issues.filter((candidate) => !reported.has(String(candidate.path[0])))) {
        const column = input.columns[feedFieldOf(issue.path) as keyof typeof input.columns];
        const fieldPath = formatPath(issue.path);
        const place = column
          ? `row ${feed.row}, column "${column.name}" (${fieldPath})`
          : `row ${feed.row} (${fieldPath}${existing ? "" : "; the feed has no column for it"})`;
        const value = (issue as { input?: unknown }).input;
        plan.problems.push(
          `${place}: ${issue.message}, ${value === undefined ? "is missing" : `got ${describeValue(value)}`}`,
        );
      }
      continue;
    }
    const vehicle = result.data;
    const nextEntry = { ...remembered };
    if (feed.facts.description !== undefined) nextEntry.feedDescription = sha256(feed.facts.description);
    if (feed.facts.descriptionEs !== undefined) nextEntry.feedDescriptionEs = sha256(feed.facts.descriptionEs);
    delete nextEntry.soldByImport;
    plan.vehicles[feed.vin] = nextEntry;

    const file =
      existing && same(vehicleSlugOf(existing.vehicle), vehicleSlugOf(vehicle))
        ? existing.file
        : vehicleFileName(vehicle);
    const planned: PlannedVehicle = {
      vin: feed.vin,
      row: feed.row,
      label: labelOf(vehicle),
      file,
      vehicle,
      changes: [],
      notes: merged.notes,
    };
    if (!existing) {
      plan.added.push({ ...planned, json: vehicleJson(vehicle) });
      continue;
    }
    if (file !== existing.file) planned.previousFile = existing.file;
    planned.changes = fieldChanges(existing.vehicle, vehicle);
    if (planned.changes.length > 0) plan.changed.push({ ...planned, json: vehicleJson(vehicle, existing.keyOrder()) });
    else plan.unchanged.push(planned);
  }

  for (const existing of input.existing) {
    if (rowOfVin.has(existing.vehicle.vin)) continue;
    const planned: PlannedVehicle = {
      vin: existing.vehicle.vin,
      label: labelOf(existing.vehicle),
      file: existing.file,
      vehicle: existing.vehicle,
      changes: [],
      notes: [],
    };
    if (input.keepMissing || existing.vehicle.status === "sold") {
      plan.leftAlone.push(planned);
      continue;
    }
    const vehicle: VehicleContent = { ...existing.vehicle, status: "sold" };
    plan.vehicles[vehicle.vin] = { ...input.state.vehicles[vehicle.vin], soldByImport: true };
    plan.markedSold.push({
      ...planned,
      vehicle,
      changes: fieldChanges(existing.vehicle, vehicle),
      json: vehicleJson(vehicle, existing.keyOrder()),
    });
  }

  checkUnique(plan, input);
  return plan;
}

/** Stock numbers and file names stay unique across the whole inventory after the import. */
function checkUnique(plan: ImportPlan, input: PlanInput): void {
  const all = [...plan.added, ...plan.changed, ...plan.markedSold, ...plan.unchanged, ...plan.leftAlone];
  const where = (vehicle: PlannedVehicle) =>
    vehicle.row !== undefined ? `row ${vehicle.row}` : `content/vehicles/${vehicle.file}`;
  const stockColumn = input.columns.stockNumber?.name ?? "Stock";
  const byStock = new Map<string, PlannedVehicle>();
  const byFile = new Map<string, PlannedVehicle>();
  // Vehicles not in the feed first: a feed row that clashes with one of them is the row to fix.
  for (const vehicle of all.sort((a, b) => (a.row ?? -1) - (b.row ?? -1))) {
    const stockOwner = byStock.get(vehicle.vehicle.stockNumber);
    if (stockOwner) {
      const place =
        vehicle.row !== undefined
          ? `row ${vehicle.row}, column "${stockColumn}" (stockNumber)`
          : `content/vehicles/${vehicle.file}: stockNumber`;
      plan.problems.push(
        `${place}: must be unique, got "${vehicle.vehicle.stockNumber}", already used by ${where(stockOwner)} (VIN ${stockOwner.vin})`,
      );
    } else {
      byStock.set(vehicle.vehicle.stockNumber, vehicle);
    }
    const fileOwner = byFile.get(vehicle.file);
    if (fileOwner && !stockOwner)
      plan.problems.push(
        `${where(vehicle)}: its file name content/vehicles/${vehicle.file} is already taken by ${where(fileOwner)} (VIN ${fileOwner.vin})`,
      );
    else byFile.set(vehicle.file, vehicle);
  }
}
