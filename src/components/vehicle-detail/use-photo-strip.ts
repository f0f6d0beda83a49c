import type React from "react";
import { useCallback, useEffect, useRef, useState } from "react";
import {
  photoAfterScroll,
  photoAfterScrollEnd,
  pendingForMove,
  wrapPhotoIndex,
  type StripScroll,
  type StripUpdate,
} from "../../lib/inventory/gallery-position";

const prefersReducedMotion = () =>
  typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;

function stripScroll(element: HTMLDivElement | null, pending: number | null): StripScroll | null {
  return element && { scrollLeft: element.scrollLeft, width: element.clientWidth, pending };
}

/**
 * The gallery's photo strip: which photo shows, and moving to another by button, key or thumbnail while the
 * browser's own scroll-snap does the swiping.
 */
export function usePhotoStrip(count: number) {
  const viewport = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const frame = useRef(0);
  // The photo a button, key or thumbnail is scrolling to (see photoAfterScroll).
  const pending = useRef<number | null>(null);

  const apply = useCallback((update: StripUpdate) => {
    pending.current = update.pending;
    if (update.current !== null) setCurrent(update.current);
  }, []);

  const show = useCallback(
    (index: number) => {
      const element = viewport.current;
      if (!element) return;
      const target = wrapPhotoIndex(index, count);
      pending.current = pendingForMove(
        { scrollLeft: element.scrollLeft, width: element.clientWidth, pending: pending.current },
        target,
      );
      element.scrollTo({ left: target * element.clientWidth, behavior: prefersReducedMotion() ? "auto" : "smooth" });
      setCurrent(target);
    },
    [count],
  );

  const onScroll = useCallback(() => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      const position = stripScroll(viewport.current, pending.current);
      if (position) apply(photoAfterScroll(position));
    });
  }, [apply]);

  // React 18 has no onScrollEnd prop. Browsers without the event fall back to arriving at the target.
  useEffect(() => {
    const element = viewport.current;
    if (!element) return undefined;
    const onScrollEnd = () => {
      cancelAnimationFrame(frame.current);
      const position = stripScroll(viewport.current, pending.current);
      if (position) apply(photoAfterScrollEnd(position));
    };
    element.addEventListener("scrollend", onScrollEnd);
    return () => {
      element.removeEventListener("scrollend", onScrollEnd);
      cancelAnimationFrame(frame.current);
    };
  }, [apply]);

  // A key or button pressed again before the strip arrives counts from where it is going.
  const heading = () => pending.current ?? current;

  const onKeyDown = (event: React.KeyboardEvent) => {
    const from = heading();
    const moves: Record<string, number> = { ArrowRight: from + 1, ArrowLeft: from - 1, Home: 0, End: count - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    show(target);
  };

  return { viewport, current, show, heading, onScroll, onKeyDown };
}
