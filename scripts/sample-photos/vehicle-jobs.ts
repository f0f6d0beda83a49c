/** Reads a vehicle content file into the photos it lists (subject, view, output path). */
import fs from "node:fs";
import path from "node:path";
import { BODY_STYLES, type BodyStyle } from "../../src/lib/content/vehicle-fields";
import type { PhotoSubject, PhotoView } from "./types";

function viewForPhotoFile(file: string): PhotoView | undefined {
  const match = /-(side|front|rear|closeup)\.jpe?g$/i.exec(file);
  return match ? (match[1].toLowerCase() as PhotoView) : undefined;
}

/** Paths inside the working directory are shown relative to it, others in full. */
export function displayPath(p: string): string {
  const relative = path.relative(process.cwd(), p);
  return relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? relative : p;
}

export class VehicleFileError extends Error {
  constructor(
    readonly file: string,
    reason: string,
  ) {
    super(`cannot read ${displayPath(file)}: ${reason}`);
  }
}

export interface PhotoJob {
  subject: PhotoSubject;
  view: PhotoView;
  output: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isBodyStyle = (v: unknown): v is BodyStyle =>
  typeof v === "string" && (BODY_STYLES as readonly string[]).includes(v);

export function readVehicleJobs(file: string, photosDir: string, warn: (message: string) => void): PhotoJob[] {
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (error) {
    throw new VehicleFileError(file, error instanceof Error ? error.message : String(error));
  }
  if (!isRecord(data)) throw new VehicleFileError(file, "expected a JSON object");
  const { stockNumber, bodyStyle, exteriorColor, photos } = data;
  if (typeof stockNumber !== "string" || stockNumber === "") throw new VehicleFileError(file, "missing stockNumber");
  if (typeof exteriorColor !== "string") throw new VehicleFileError(file, "missing exteriorColor");
  if (!Array.isArray(photos)) throw new VehicleFileError(file, "missing photos list");
  if (!isBodyStyle(bodyStyle))
    warn(`${displayPath(file)}: unknown bodyStyle ${JSON.stringify(bodyStyle)}, drawing a sedan`);
  const subject: PhotoSubject = { stockNumber, bodyStyle: isBodyStyle(bodyStyle) ? bodyStyle : "Sedan", exteriorColor };
  return photos.map((photo, index) => {
    const name = isRecord(photo) ? photo.file : undefined;
    if (typeof name !== "string" || name === "") throw new VehicleFileError(file, `photos[${index}] has no file name`);
    const normalised = path.posix.normalize(name);
    if (path.isAbsolute(name) || normalised.startsWith(".."))
      throw new VehicleFileError(file, `photos[${index}] (${name}) is outside the photos folder`);
    let view = viewForPhotoFile(name);
    if (!view) {
      warn(`${displayPath(file)}: ${name} does not end in -side/-front/-rear/-closeup.jpg, drawing a side view`);
      view = "side";
    }
    const output = path.join(photosDir, normalised);
    return { subject, view, output };
  });
}
