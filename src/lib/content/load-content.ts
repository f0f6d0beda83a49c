import fs from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { ContentError } from "./content-error";
import { formatIssues } from "./format-issues";
import { interruptedImportProblem } from "./import-journal";
import { findJsonSyntaxProblem } from "./json-syntax";
import { LOCATIONS_FOLDER } from "./location-fields";
import { locationSchema, type LocationContent } from "./location-schema";
import { locationProblems } from "./location-rules";
import { siteSettingsSchema, type SiteSettings } from "./site-settings-schema";
import { testimonialsSchema, type Testimonial } from "./testimonial-schema";
import { vehicleSchema, type VehicleContent } from "./vehicle-schema";
import { videoSourceOf } from "./video-source";

export interface LoadedVehicle extends VehicleContent {
  /** Where the vehicle came from, relative to the working directory, for error messages. */
  sourceFile: string;
}

export interface LoadedContent {
  site: SiteSettings;
  /** A dealer group's lots (content/locations/), in file order; none on a site with one lot. */
  locations: LoadedLocation[];
  testimonials: Testimonial[];
  vehicles: LoadedVehicle[];
  photosDir: string;
}

export interface LoadedLocation extends LocationContent {
  sourceFile: string;
}

function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return (relative.startsWith("..") ? file : relative).split(path.sep).join("/");
}

function readJson(file: string, problems: string[]): unknown {
  let raw: string;
  try {
    raw = fs.readFileSync(file, "utf8");
  } catch {
    problems.push(`${displayPath(file)}: (file): cannot be read; the file is missing`);
    return undefined;
  }
  try {
    return JSON.parse(raw);
  } catch (error) {
    // Node's message rarely says where; the locator does (jsonc-parser), with Node's words as the fallback.
    const found = findJsonSyntaxProblem(raw);
    problems.push(
      found
        ? `${displayPath(file)}: line ${found.line}, column ${found.column}: is not valid JSON: ${found.problem}`
        : `${displayPath(file)}: (file): is not valid JSON (${(error as Error).message})`,
    );
    return undefined;
  }
}

function parse<T extends z.ZodType>(schema: T, file: string, problems: string[]): z.output<T> | undefined {
  const data = readJson(file, problems);
  if (data === undefined) return undefined;
  const result = schema.safeParse(data, { reportInput: true });
  if (!result.success) {
    problems.push(...formatIssues(displayPath(file), result.error.issues));
    return undefined;
  }
  return result.data;
}

/** The JSON files of a folder, sorted; none when it does not exist. */
const jsonFilesIn = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((name) => name.endsWith(".json"))
        .sort()
    : [];

function readLocations(locationsDir: string, problems: string[]): LoadedLocation[] {
  const locations: LoadedLocation[] = [];
  for (const name of jsonFilesIn(locationsDir)) {
    const file = path.join(locationsDir, name);
    const location = parse(locationSchema, file, problems);
    if (location) locations.push({ ...location, sourceFile: displayPath(file) });
  }
  return locations;
}

/** A dealer group's lots alone (content/locations/), for the tools that need no vehicle; a ContentError when bad. */
export function loadLocations(contentDir: string): LoadedLocation[] {
  const problems: string[] = [];
  const locations = readLocations(path.join(contentDir, LOCATIONS_FOLDER), problems);
  if (problems.length > 0) throw new ContentError(problems);
  return locations;
}

function checkUnique(vehicles: LoadedVehicle[], field: "vin" | "stockNumber", problems: string[]): void {
  const firstSeen = new Map<string, string>();
  for (const vehicle of vehicles) {
    const earlier = firstSeen.get(vehicle[field]);
    if (earlier) {
      problems.push(
        `${vehicle.sourceFile}: ${field}: must be unique, got "${vehicle[field]}", already used by ${earlier}`,
      );
    } else {
      firstSeen.set(vehicle[field], vehicle.sourceFile);
    }
  }
}

function checkPhotos(vehicles: LoadedVehicle[], photosDir: string, problems: string[]): void {
  for (const vehicle of vehicles) {
    vehicle.photos.forEach((photo, index) => {
      if (!fs.existsSync(path.join(photosDir, photo.file))) {
        problems.push(
          `${vehicle.sourceFile}: photos[${index}].file: no such file in ${displayPath(photosDir)}, got "${photo.file}"`,
        );
      }
    });
    const video = vehicle.video === undefined ? undefined : videoSourceOf(vehicle.video);
    if (video?.kind === "file" && !fs.existsSync(path.join(photosDir, video.file))) {
      problems.push(`${vehicle.sourceFile}: video: no such file in ${displayPath(photosDir)}, got "${video.file}"`);
    }
  }
}

/**
 * Reads and validates everything under a content directory. Collects every problem before failing,
 * so staff fix a batch of mistakes in one go instead of one build per typo.
 */
export function loadContent(contentDir: string, currentYear = new Date().getFullYear()): LoadedContent {
  const interrupted = interruptedImportProblem(contentDir, displayPath);
  if (interrupted) throw new ContentError([interrupted]);
  const problems: string[] = [];
  const site = parse(siteSettingsSchema, path.join(contentDir, "site.json"), problems);
  const testimonials = parse(testimonialsSchema, path.join(contentDir, "testimonials.json"), problems);

  const locationsDir = path.join(contentDir, LOCATIONS_FOLDER);
  const locations = readLocations(locationsDir, problems);

  const vehiclesDir = path.join(contentDir, "vehicles");
  const photosDir = path.join(vehiclesDir, "photos");
  const schema = vehicleSchema(currentYear);
  const vehicles: LoadedVehicle[] = [];
  for (const name of jsonFilesIn(vehiclesDir)) {
    const file = path.join(vehiclesDir, name);
    const vehicle = parse(schema, file, problems);
    if (vehicle) vehicles.push({ ...vehicle, sourceFile: displayPath(file) });
  }
  checkUnique(vehicles, "vin", problems);
  checkUnique(vehicles, "stockNumber", problems);
  checkPhotos(vehicles, photosDir, problems);
  problems.push(...locationProblems(locations, vehicles, displayPath(locationsDir)));

  if (problems.length > 0 || !site || !testimonials) throw new ContentError(problems);
  return { site, locations, testimonials, vehicles, photosDir };
}
