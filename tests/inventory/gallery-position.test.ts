import { describe, expect, it } from "vitest";
import {
  pendingForMove,
  photoAfterScroll,
  photoAfterScrollEnd,
  wrapPhotoIndex,
} from "../../src/lib/inventory/gallery-position";

describe("wrapPhotoIndex", () => {
  it("wraps past either end", () => {
    expect(wrapPhotoIndex(4, 4)).toBe(0);
    expect(wrapPhotoIndex(-1, 4)).toBe(3);
    expect(wrapPhotoIndex(2, 4)).toBe(2);
    expect(wrapPhotoIndex(9, 4)).toBe(1);
  });

  it("has nowhere to go without photos", () => {
    expect(wrapPhotoIndex(3, 0)).toBe(0);
  });
});

describe("photoAfterScroll", () => {
  it("follows a swipe to the photo most in view", () => {
    expect(photoAfterScroll({ scrollLeft: 390 * 1.4, width: 390, pending: null })).toEqual({
      current: 1,
      pending: null,
    });
    expect(photoAfterScroll({ scrollLeft: 390 * 1.6, width: 390, pending: null })).toEqual({
      current: 2,
      pending: null,
    });
  });

  it("ignores the photos passed on the way to a chosen one", () => {
    // End pressed on photo 2 of 4: the strip scrolls from 390 to 1170 and passes photo 3.
    expect(photoAfterScroll({ scrollLeft: 800, width: 390, pending: 3 })).toEqual({ current: null, pending: 3 });
  });

  it("lets the chosen photo go once the strip has arrived", () => {
    expect(photoAfterScroll({ scrollLeft: 1170.4, width: 390, pending: 3 })).toEqual({ current: 3, pending: null });
  });

  it("does nothing while the strip has no width (hidden or not laid out)", () => {
    expect(photoAfterScroll({ scrollLeft: 0, width: 0, pending: 2 })).toEqual({ current: null, pending: 2 });
    expect(photoAfterScroll({ scrollLeft: 0, width: 0, pending: null })).toEqual({ current: null, pending: null });
  });
});

describe("photoAfterScrollEnd", () => {
  it("settles on the photo in view even if the shopper interrupted a chosen move", () => {
    expect(photoAfterScrollEnd({ scrollLeft: 390, width: 390, pending: 3 })).toEqual({ current: 1, pending: null });
  });
});

describe("pendingForMove", () => {
  it("is pending until the strip arrives", () => {
    expect(pendingForMove({ scrollLeft: 0, width: 390, pending: null }, 3)).toBe(3);
  });

  it("has nothing pending when the strip is still and already shows the photo, within the half pixel browsers round to", () => {
    expect(pendingForMove({ scrollLeft: 780.4, width: 390, pending: null }, 2)).toBeNull();
    expect(pendingForMove({ scrollLeft: 779.6, width: 390, pending: null }, 2)).toBeNull();
    expect(pendingForMove({ scrollLeft: 781, width: 390, pending: null }, 2)).toBe(2);
    expect(pendingForMove({ scrollLeft: 390, width: 390, pending: null }, 2)).toBe(2);
  });

  it("keeps a move back to the first photo pending while a move to the last has not left it yet", () => {
    // End, then Next before the strip has moved: the strip still shows photo 1, but is about to leave it.
    expect(pendingForMove({ scrollLeft: 0, width: 390, pending: 3 }, 0)).toBe(0);
  });
});
