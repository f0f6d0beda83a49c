// Gets the photos a feed lists into content/vehicles/photos: downloads URLs (conditionally, so an unchanged
// photo is not downloaded again), copies local files (skipped when size and time are unchanged), checks each is
// really a JPEG, PNG or WebP within the photo size rule (its header's dimensions, photo-size-limit.ts), and
// names it stably: `<year>-<make>-<model>-<stock>-<hash of source>.<type>`.
import fs from "node:fs";
import path from "node:path";
import type { CheckedHttp } from "./checked-http";
import { fetchLimited } from "./fetch-limited";
import type { ImportState, PhotoEntry } from "./import-state";
import { sha256 } from "./import-state";
import { photoHeaderSize } from "../images/photo-header-size";
import { photoSizeProblem } from "../images/photo-size-limit";
import { formatMegabytes, type ImportLimits } from "./limits";
import type { PhotoSource } from "./photo-refs";
import { describeContent, sniffImage, type ImageType } from "./sniff-image";

export interface PhotoNeed {
  source: PhotoSource;
  /** `2019-honda-civic-h24100`: the start of a new photo's file name. */
  slug: string;
}

export interface StoredPhoto {
  file: string;
  entry: PhotoEntry;
  /** New bytes for `file`; absent when the stored file is already right. */
  write?: Buffer;
  how: "downloaded" | "copied" | "unchanged";
}

/** `refused`: a host the import may not fetch from, an error even for a vehicle that keeps its photos. */
export type PhotoOutcome = { ok: StoredPhoto } | { error: string; refused?: true };

export interface PhotoStoreContext {
  state: ImportState;
  photosDir: string;
  limits: ImportLimits;
  http: CheckedHttp;
  /** Whether a file is in photosDir, asked once per file per import (thousands of vehicles share a few photos). */
  stored?: Map<string, boolean>;
}

const EXTENSION = /\.(jpe?g|png|webp)(?:$|[?#])/i;

function newFileName(need: PhotoNeed, type: ImageType): string {
  return `${need.slug}-${sha256(need.source.key).slice(0, 10)}.${type}`;
}

function knownEntry(key: string, context: PhotoStoreContext): PhotoEntry | undefined {
  const entry = context.state.photos[key];
  if (!entry) return undefined;
  let stored = context.stored?.get(entry.file);
  if (stored === undefined) {
    stored = fs.existsSync(path.join(context.photosDir, entry.file));
    context.stored?.set(entry.file, stored);
  }
  return stored ? entry : undefined;
}

/** The file a photo will have, without fetching it (dry runs and the first check of every row). */
export function predictPhotoFile(need: PhotoNeed, context: PhotoStoreContext): string {
  const known = knownEntry(need.source.key, context);
  if (known) return known.file;
  const named = EXTENSION.exec(
    need.source.kind === "url" ? new URL(need.source.url).pathname : need.source.file,
  )?.[1].toLowerCase();
  return newFileName(need, named === "png" || named === "webp" ? named : "jpg");
}

function store(
  need: PhotoNeed,
  bytes: Buffer,
  known: PhotoEntry | undefined,
  extra: Partial<PhotoEntry>,
  how: StoredPhoto["how"],
): PhotoOutcome {
  const type = sniffImage(bytes);
  const where = need.source.kind === "url" ? need.source.url : need.source.key.slice("file:".length);
  if (!type) return { error: `photo ${where} is ${describeContent(bytes)}, not a JPEG, PNG or WebP image` };
  const dimensions = photoHeaderSize(type, bytes);
  const tooLarge = dimensions && photoSizeProblem(`photo ${where}`, dimensions);
  if (tooLarge) return { error: tooLarge };
  const hash = sha256(bytes);
  const sameType = known !== undefined && known.file.endsWith(`.${type}`);
  if (known && sameType && known.sha256 === hash)
    return { ok: { file: known.file, entry: { ...known, ...extra }, how: "unchanged" } };
  const file = known && sameType ? known.file : newFileName(need, type);
  return { ok: { file, entry: { file, sha256: hash, ...extra }, write: bytes, how } };
}

async function fromUrl(
  need: PhotoNeed & { source: { kind: "url" } },
  context: PhotoStoreContext,
): Promise<PhotoOutcome> {
  const known = knownEntry(need.source.key, context);
  const result = await fetchLimited(need.source.url, {
    http: context.http,
    timeoutMs: context.limits.photoTimeoutMs,
    maxBytes: context.limits.maxPhotoBytes,
    etag: known?.etag,
    lastModified: known?.lastModified,
    accept: "image/jpeg, image/png, image/webp",
  });
  if (result.status === "unchanged" && known) return { ok: { file: known.file, entry: known, how: "unchanged" } };
  if (result.status === "refused") return { error: `photo ${need.source.url} ${result.reason}`, refused: true };
  if (result.status === "failed") return { error: `photo ${need.source.url} ${result.reason}` };
  if (result.status !== "ok") return { error: `photo ${need.source.url} answered 304 Not Modified to a first request` };
  return store(need, result.bytes, known, { etag: result.etag, lastModified: result.lastModified }, "downloaded");
}

function fromFile(need: PhotoNeed & { source: { kind: "file" } }, context: PhotoStoreContext): PhotoOutcome {
  const known = knownEntry(need.source.key, context);
  const stat = fs.statSync(need.source.file);
  if (known && known.size === stat.size && known.mtimeMs === stat.mtimeMs)
    return { ok: { file: known.file, entry: known, how: "unchanged" } };
  if (stat.size > context.limits.maxPhotoBytes) {
    return {
      error: `photo ${need.source.key.slice("file:".length)} is ${formatMegabytes(stat.size)}, more than the ${formatMegabytes(context.limits.maxPhotoBytes)} allowed`,
    };
  }
  return store(need, fs.readFileSync(need.source.file), known, { size: stat.size, mtimeMs: stat.mtimeMs }, "copied");
}

/** Fetches every distinct source once, a few at a time; returns the outcome by source key. */
export async function storePhotos(
  needs: readonly PhotoNeed[],
  context: PhotoStoreContext,
  onOutcome?: (need: PhotoNeed, outcome: PhotoOutcome) => void,
): Promise<Map<string, PhotoOutcome>> {
  // One fetch per source; a photo several vehicles list is named after the first of them.
  const firstNeeds = new Map<string, PhotoNeed>();
  for (const need of needs) if (!firstNeeds.has(need.source.key)) firstNeeds.set(need.source.key, need);
  const unique = [...firstNeeds.values()];
  const outcomes = new Map<string, PhotoOutcome>();
  let next = 0;
  const worker = async () => {
    while (next < unique.length) {
      const need = unique[next++];
      const outcome =
        need.source.kind === "url"
          ? await fromUrl(need as PhotoNeed & { source: { kind: "url" } }, context)
          : fromFile(need as PhotoNeed & { source: { kind: "file" } }, context);
      outcomes.set(need.source.key, outcome);
      onOutcome?.(need, outcome);
    }
  };
  await Promise.all(Array.from({ length: Math.min(context.limits.photoConcurrency, unique.length) }, worker));
  return outcomes;
}
