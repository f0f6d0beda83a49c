// The vehicle gallery is a scroll-snap strip. A button or key starts a smooth scroll to a photo and shows
// that photo's number at once; the scroll events fired on the way pass the photos in between, and letting
// them set the current photo made the counter jump back and a quick second key press go from the wrong photo.
// Until the strip arrives (or the browser says the scroll ended), a pending move wins.

/** Photo index `index` wrapped into 0..count-1: previous on the first photo is the last one, and so on. */
export function wrapPhotoIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export interface StripScroll {
  scrollLeft: number;
  /** Width of one photo (the strip's client width). */
  width: number;
  /** Photo a button, key or thumbnail is scrolling to, or null when the shopper is swiping. */
  pending: number | null;
}

export interface StripUpdate {
  /** Photo to show as current, or null to leave it as it is. */
  current: number | null;
  pending: number | null;
}

/** Half a pixel: browsers round scroll positions on high-density screens. */
const ARRIVED = 0.5;

/** Whether the strip shows photo `photo` (within rounding). */
function stripShows(scrollLeft: number, width: number, photo: number): boolean {
  return Math.abs(scrollLeft - photo * width) <= ARRIVED;
}

/** What a scroll event means for the current photo. */
export function photoAfterScroll({ scrollLeft, width, pending }: StripScroll): StripUpdate {
  if (width <= 0) return { current: null, pending };
  if (pending !== null) {
    return stripShows(scrollLeft, width, pending) ? { current: pending, pending: null } : { current: null, pending };
  }
  return { current: Math.round(scrollLeft / width), pending: null };
}

/** At the end of any scroll the photo most in view is current, whatever was pending. */
export function photoAfterScrollEnd({ scrollLeft, width }: StripScroll): StripUpdate {
  return { current: width > 0 ? Math.round(scrollLeft / width) : null, pending: null };
}

/**
 * The move a button, key or thumbnail starts to photo `target`: pending until the strip arrives, or nothing
 * pending when the strip already shows it and is not moving. A strip still at its start while a move to
 * another photo is under way is not "there": the browser keeps that move going if the new scroll asks for
 * the position it already has, and no scroll event would tell the pending move to end.
 */
export function pendingForMove({ scrollLeft, width, pending }: StripScroll, target: number): number | null {
  return pending === null && stripShows(scrollLeft, width, target) ? null : target;
}
