import styled from "@emotion/styled";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import React, { useCallback, useEffect, useRef, useState } from "react";
import { Photo } from "../ui/photo";
import { photoAfterScroll, photoAfterScrollEnd, stripShows, wrapPhotoIndex, type StripScroll, type StripUpdate } from "../../lib/inventory/gallery-position";
import { fontSize, radius, space } from "../../styles/tokens";

export interface GalleryPhoto {
  alt: string;
  main: IGatsbyImageData | null;
  thumb: IGatsbyImageData | null;
}

const Root = styled.section`
  position: relative;
  min-width: 0;
`;

// A scroll-snap strip: swiping is the browser's own (smooth, works without JavaScript); buttons, arrow keys
// and thumbnails scroll it to a photo.
const Viewport = styled.div`
  display: flex;
  overflow-x: auto;
  overflow-y: hidden;
  border-radius: ${radius.lg};
  background: var(--color-surface-muted);
  scroll-snap-type: x mandatory;
  overscroll-behavior-x: contain;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  &:focus-visible {
    outline: 3px solid var(--color-focus);
    outline-offset: 2px;
  }
`;

const Slide = styled.figure`
  flex: 0 0 100%;
  margin: 0;
  aspect-ratio: 4 / 3;
  scroll-snap-align: start;
`;

const Arrow = styled.button`
  position: absolute;
  top: calc(50% - 1.5rem);
  display: grid;
  width: 2.75rem;
  height: 2.75rem;
  place-items: center;
  border: 0;
  border-radius: ${radius.round};
  background: var(--color-action);
  color: var(--color-on-action);
  box-shadow: 0 1px 4px rgb(0 0 0 / 0.35);
  font-size: ${fontSize["3xl"]};
  line-height: 1;
  cursor: pointer;
  &[data-side="previous"] {
    left: ${space.sm};
  }
  &[data-side="next"] {
    right: ${space.sm};
  }
`;

const Counter = styled.p`
  position: absolute;
  right: ${space.md};
  bottom: ${space.md};
  margin: 0;
  padding: ${space["3xs"]} ${space.sm};
  border-radius: ${radius.pill};
  background: var(--color-surface);
  color: var(--color-text);
  font-size: ${fontSize.xs};
  font-weight: 600;
`;

const Stage = styled.div`
  position: relative;
`;

const Thumbs = styled.ul`
  display: flex;
  gap: ${space.sm};
  margin: ${space.sm} 0 0;
  padding: 0 0 ${space["2xs"]};
  overflow-x: auto;
  list-style: none;
  a {
    display: block;
    overflow: hidden;
    border: 2px solid transparent;
    border-radius: ${radius.md};
    line-height: 0;
    opacity: 0.75;
  }
  a[aria-current="true"] {
    border-color: var(--color-link);
    opacity: 1;
  }
  a:hover {
    opacity: 1;
  }
`;

const NoPhoto = styled.div`
  display: grid;
  aspect-ratio: 4 / 3;
  place-items: center;
  border-radius: ${radius.lg};
  background: var(--color-surface-muted);
  color: var(--color-text-muted);
`;

const ThumbFrame = styled.span`
  display: block;
  width: 96px;
  height: 72px;
`;

function Thumb({ image }: { image: IGatsbyImageData }) {
  return (
    <ThumbFrame>
      <Photo image={image} alt="" />
    </ThumbFrame>
  );
}

const prefersReducedMotion = () =>
  typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;

function stripScroll(element: HTMLDivElement | null, pending: number | null): StripScroll | null {
  return element && { scrollLeft: element.scrollLeft, width: element.clientWidth, pending };
}

export interface VehicleGalleryProps {
  photos: GalleryPhoto[];
  /** "2019 Honda Civic EX": names the gallery for screen readers. */
  title: string;
}

/**
 * Photo gallery: swipe on touch screens, previous/next buttons, arrow keys (and Home/End) when the photo
 * strip has focus, thumbnails. The first photo loads at once with a blurred placeholder; the others lazily.
 */
export function VehicleGallery({ photos, title }: VehicleGalleryProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const count = photos.length;
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
      // Already there: no scroll event will come to clear a pending move.
      pending.current = stripShows(element.scrollLeft, element.clientWidth, target) ? null : target;
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

  if (count === 0) return <NoPhoto>Photos coming soon</NoPhoto>;

  return (
    <Root aria-roledescription="carousel" aria-label={`Photos of the ${title}`}>
      <Stage>
        <Viewport
          ref={viewport}
          tabIndex={0}
          role="group"
          aria-label={count > 1 ? `Photo ${current + 1} of ${count}; use the arrow keys for more` : "Photo"}
          onScroll={onScroll}
          onKeyDown={onKeyDown}
        >
          {photos.map((photo, index) => (
            <Slide key={index} id={`photo-${index + 1}`} aria-label={`${index + 1} of ${count}`} aria-roledescription="slide">
              {photo.main ? (
                <Photo image={photo.main} alt={photo.alt} loading={index === 0 ? "eager" : "lazy"} priority={index === 0} />
              ) : (
                <NoPhoto>{photo.alt}</NoPhoto>
              )}
            </Slide>
          ))}
        </Viewport>
        {count > 1 && (
          <>
            <Arrow type="button" data-side="previous" onClick={() => show(heading() - 1)} aria-label="Previous photo">
              <span aria-hidden="true">‹</span>
            </Arrow>
            <Arrow type="button" data-side="next" onClick={() => show(heading() + 1)} aria-label="Next photo">
              <span aria-hidden="true">›</span>
            </Arrow>
            <Counter aria-live="polite">
              {current + 1} / {count}
            </Counter>
          </>
        )}
      </Stage>
      {count > 1 && (
        <Thumbs aria-label="Choose a photo">
          {photos.map((photo, index) => (
            <li key={index}>
              <a
                href={`#photo-${index + 1}`}
                aria-current={index === current ? "true" : undefined}
                aria-label={`Photo ${index + 1}: ${photo.alt}`}
                onClick={(event) => {
                  event.preventDefault();
                  show(index);
                }}
              >
                {photo.thumb ? <Thumb image={photo.thumb} /> : <span>{index + 1}</span>}
              </a>
            </li>
          ))}
        </Thumbs>
      )}
    </Root>
  );
}
