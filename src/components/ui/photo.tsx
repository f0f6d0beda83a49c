import { css } from "@emotion/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import { pictureMarkup } from "../../lib/images/picture";

// Fills the box it is put in (the box sets the aspect ratio), cropping like a photo frame would. One element
// with a `css` style (the img is styled through it): search results render two dozen photos per change.
const pictureStyle = css`
  display: block;
  width: 100%;
  height: 100%;
  & > img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
    background-size: cover;
    background-position: center;
  }
`;

export interface PhotoProps {
  image: IGatsbyImageData;
  /** Empty for a photo that only decorates something already named (a card's title link). */
  alt: string;
  /** `eager` for photos in the first screen; the page's main photo also gets `fetchpriority="high"`. */
  loading?: "eager" | "lazy";
  /**
   * `high` for the page's main photo; `low` for photos that are on the first screen but not what the visitor
   * looks at first (a gallery's other slides and thumbnails), which Chromium would otherwise raise to high
   * and fetch alongside the main photo.
   */
  priority?: "high" | "low";
  /** How wide the photo is drawn, as the `sizes` attribute: lets the browser pick the smallest file. */
  sizes?: string;
  className?: string;
  /** The alt's language when it is not the page's (staff's English alt on a Spanish page). */
  altLang?: string;
}

/**
 * `fetchpriority` as a spreadable prop: React 18 does not know `fetchPriority`; the lowercase attribute
 * passes through as written.
 */
export function fetchPriorityAttribute(priority: PhotoProps["priority"]): Record<string, string> {
  return priority ? { fetchpriority: priority } : {};
}

/** A photo as plain `<picture>`/`<img srcset>` markup: no image code runs in the browser. */
export function Photo({ image, alt, loading = "lazy", priority, sizes, className, altLang }: PhotoProps) {
  const markup = pictureMarkup(image, sizes);
  if (!markup) return null;
  const { sources, img, placeholder } = markup;
  return (
    <picture css={pictureStyle} className={className}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        src={img.src}
        srcSet={img.srcSet}
        sizes={img.sizes}
        width={img.width}
        height={img.height}
        alt={alt}
        lang={altLang}
        loading={loading}
        decoding={priority === "high" ? "sync" : "async"}
        style={placeholder}
        {...fetchPriorityAttribute(priority)}
      />
    </picture>
  );
}
