// What makes one size of a photo for the image service: sharp in this process (resize-photo.ts), or a helper
// process at the lowest CPU priority (scripts/serve-prod/resize-process.ts), so the sizes a crawler asks for
// never slow the pages and sizes already made.
import type { PhotoSize } from "./service-sizes";

export type Resizer = (file: string, size: PhotoSize) => Promise<Buffer>;

/**
 * The resizer stopped while it had this size in hand (killed, out of memory): the photo may be fine, so the
 * request is answered "try again" and the photo is not remembered as unreadable.
 */
export class ResizerStoppedError extends Error {}
