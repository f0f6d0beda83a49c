// The inventory index's card photos, out of the index itself: each photo's content digest (card-photo-compact.ts)
// is some 16 bytes that no compression shrinks, a third of a large lot's index. They are written in chunks of
// PHOTO_CHUNK_ROWS rows of the index (newest arrivals first, as the default order pages through them) and
// fetched for the cards a shopper is shown; a chunk fetched once serves every later search.
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { expandImage, ImageCompactor, type CompactImage, type ImageShape } from "./card-photo-compact";

/** Rows a chunk holds: a page of results spread over the lot fetches at most one chunk a card, each of some 1.5 KB. */
export const PHOTO_CHUNK_ROWS = 64;

/** 2: the card's image CDN URLs (card-photo-compact.ts); 1 held gatsby-plugin-sharp's. */
export const PHOTO_CHUNK_VERSION = 2;

export interface PhotoChunkFile {
  v: typeof PHOTO_CHUNK_VERSION;
  shapes: ImageShape[];
  /** One entry a row of the chunk: its compact card photo, 0 for none. */
  img: Array<CompactImage | 0>;
}

/** The chunks of these vehicles' card photos, in their order (the index's), PHOTO_CHUNK_ROWS rows each. */
export function encodeCardPhotoChunks(
  vehicles: ReadonlyArray<{ image?: IGatsbyImageData | null }>,
  rows = PHOTO_CHUNK_ROWS,
): PhotoChunkFile[] {
  const chunks: PhotoChunkFile[] = [];
  for (let start = 0; start < vehicles.length; start += rows) {
    const images = new ImageCompactor();
    const img = vehicles.slice(start, start + rows).map(({ image }) => (image ? images.compact(image) : 0));
    chunks.push({ v: PHOTO_CHUNK_VERSION, shapes: images.shapes, img });
  }
  return chunks;
}

export interface PhotoChunkLoader {
  imageOf(row: number, sizes: string): IGatsbyImageData | undefined;
  /** Whether the row's chunk can still come (not here, and there is a file to fetch). */
  pending(row: number): boolean;
  /** Fetches the chunks of these rows not here yet (once each, shared); true when one arrived. */
  load(rows: readonly number[]): Promise<boolean>;
}

function readChunk(data: unknown, expectedRows: number, file: string): PhotoChunkFile {
  const chunk = data as Partial<PhotoChunkFile> | null;
  if (!chunk || typeof chunk !== "object" || chunk.v !== PHOTO_CHUNK_VERSION)
    throw new Error(`inventory photos ${file}: expected format version ${PHOTO_CHUNK_VERSION}`);
  if (!Array.isArray(chunk.shapes) || !Array.isArray(chunk.img) || chunk.img.length !== expectedRows)
    throw new Error(`inventory photos ${file}: expected ${expectedRows} photos and their shapes`);
  return chunk as PhotoChunkFile;
}

export function photoChunkLoader(
  photos: { rows: number; files: readonly string[] },
  count: number,
  fetchChunk?: (file: string) => Promise<unknown>,
): PhotoChunkLoader {
  const { rows, files } = photos;
  const loaded = new Map<number, PhotoChunkFile>();
  const loading = new Map<number, Promise<boolean>>();
  const chunkOf = (row: number) => Math.floor(row / rows);
  const canFetch = (chunk: number) => Boolean(fetchChunk) && chunk < files.length;
  const fetchOne = (chunk: number): Promise<boolean> => {
    let promise = loading.get(chunk);
    if (!promise) {
      const file = files[chunk];
      const size = Math.min(rows, count - chunk * rows);
      promise = (fetchChunk as (file: string) => Promise<unknown>)(file)
        .then((data) => {
          loaded.set(chunk, readChunk(data, size, file));
          return true;
        })
        .catch((error: unknown) => {
          // A failed or damaged chunk may be fetched again on the next search; its cards keep the photo's place.
          loading.delete(chunk);
          throw error;
        });
      loading.set(chunk, promise);
    }
    return promise;
  };
  return {
    imageOf(row, sizes) {
      const chunk = loaded.get(chunkOf(row));
      const compact = chunk?.img[row % rows];
      return compact ? expandImage(compact, chunk.shapes, sizes) : undefined;
    },
    pending: (row) => !loaded.has(chunkOf(row)) && canFetch(chunkOf(row)),
    async load(wanted) {
      const missing = [...new Set(wanted.map(chunkOf))].filter((chunk) => !loaded.has(chunk) && canFetch(chunk));
      if (missing.length === 0) return false;
      const results = await Promise.allSettled(missing.map(fetchOne));
      const rejected = results.find((result) => result.status === "rejected");
      if (rejected && results.every((result) => result.status === "rejected")) throw rejected.reason;
      return results.some((result) => result.status === "fulfilled" && result.value);
    },
  };
}
