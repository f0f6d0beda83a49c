import { msg } from "@lingui/core/macro";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import { Photo } from "../ui/photo";
import {
  arrowStyle,
  counterStyle,
  noPhotoStyle,
  galleryStyle,
  slideStyle,
  stageStyle,
  thumbFrameStyle,
  thumbsStyle,
  viewportStyle,
} from "./vehicle-gallery-styles";
import { usePhotoStrip } from "./use-photo-strip";
import { vehicleCatalogs } from "../../locales/vehicle";
import { useI18n, useLocale } from "../i18n/locale-context";

export interface GalleryPhoto {
  alt: string;
  /** Staff wrote `alt` (English); otherwise the gallery says "photo n of m" in the page's language. */
  altWritten?: boolean;
  main: IGatsbyImageData | null;
  thumb: IGatsbyImageData | null;
}

function Thumb({ image }: { image: IGatsbyImageData }) {
  return (
    <span css={thumbFrameStyle}>
      <Photo image={image} alt="" priority="low" />
    </span>
  );
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
  const i18n = useI18n(vehicleCatalogs);
  const locale = useLocale();
  const { viewport, current, show, heading, onScroll, onKeyDown } = usePhotoStrip(photos.length);
  const count = photos.length;
  if (count === 0) return <div css={noPhotoStyle}>{i18n._(msg`Photos coming soon`)}</div>;
  const shown = current + 1;

  return (
    <section
      css={galleryStyle}
      aria-roledescription={i18n._(msg`carousel`)}
      aria-label={i18n._(msg`Photos of the ${title}`)}
    >
      <div css={stageStyle}>
        {/* The photo strip scrolls with the arrow keys when it has focus (WCAG 2.1.1, axe's
            scrollable-region-focusable): focusable, with its own key handler. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <div
          css={viewportStyle}
          ref={viewport}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          role="group"
          aria-label={
            count > 1 ? i18n._(msg`Photo ${shown} of ${count}; use the arrow keys for more`) : i18n._(msg`Photo`)
          }
          onScroll={onScroll}
          onKeyDown={onKeyDown}
        >
          {photos.map((photo, index) => {
            const number = index + 1;
            // Staff's alt is English: marked so on another language's page. The build's default is said anew.
            const alt = photo.altWritten === false ? i18n._(msg`${title}, photo ${number} of ${count}`) : photo.alt;
            const altLang = photo.altWritten !== false && locale !== "en" ? "en" : undefined;
            return (
              <figure
                css={slideStyle}
                key={index}
                id={`photo-${number}`}
                aria-label={i18n._(msg`${number} of ${count}`)}
                aria-roledescription={i18n._(msg`slide`)}
              >
                {photo.main ? (
                  <Photo
                    image={photo.main}
                    alt={alt}
                    altLang={altLang}
                    loading={index === 0 ? "eager" : "lazy"}
                    priority={index === 0 ? "high" : "low"}
                  />
                ) : (
                  <div css={noPhotoStyle} lang={altLang}>
                    {alt}
                  </div>
                )}
              </figure>
            );
          })}
        </div>
        {count > 1 && (
          <>
            <button
              css={arrowStyle}
              type="button"
              data-side="previous"
              onClick={() => show(heading() - 1)}
              aria-label={i18n._(msg`Previous photo`)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              css={arrowStyle}
              type="button"
              data-side="next"
              onClick={() => show(heading() + 1)}
              aria-label={i18n._(msg`Next photo`)}
            >
              <span aria-hidden="true">›</span>
            </button>
            <p css={counterStyle} aria-live="polite">
              {current + 1} / {count}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul css={thumbsStyle} aria-label={i18n._(msg`Choose a photo`)}>
          {photos.map((photo, index) => {
            const number = index + 1;
            const alt = photo.alt;
            return (
              <li key={index}>
                <a
                  href={`#photo-${number}`}
                  aria-current={index === current ? "true" : undefined}
                  aria-label={i18n._(msg`Photo ${number}: ${alt}`)}
                  onClick={(event) => {
                    event.preventDefault();
                    show(index);
                  }}
                >
                  {photo.thumb ? <Thumb image={photo.thumb} /> : <span>{number}</span>}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
