// public/_image-service.json: what a build tells the server that makes its photo sizes, the formats its pages
// link to (AVIF only when it was built with IMAGE_AVIF=true), so serve:prod makes those and no other. A host
// file like _headers: serve:prod never serves it.
import { photoFormats, type RequestedFormat } from "./photo-sizes";

export const IMAGE_SERVICE_FILE = "_image-service.json";

const FORMATS: readonly RequestedFormat[] = ["auto", "webp", "avif"];

export function imageServiceFile(env: Readonly<Record<string, string | undefined>>): string {
  return `${JSON.stringify({ formats: photoFormats(env) })}\n`;
}

/** The formats the file names; the default formats for a build without the file; an Error for a damaged one. */
export function formatsOfImageServiceFile(text: string | undefined): RequestedFormat[] {
  if (text === undefined) return photoFormats({});
  const { formats } = JSON.parse(text) as { formats?: unknown };
  if (!Array.isArray(formats) || formats.length === 0 || !formats.every((format) => FORMATS.includes(format)))
    throw new Error(`${IMAGE_SERVICE_FILE}: "formats" must list some of ${FORMATS.join(", ")}`);
  return formats as RequestedFormat[];
}
