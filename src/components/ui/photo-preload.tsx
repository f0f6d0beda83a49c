import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import { pictureMarkup } from "../../lib/images/picture";
import { preloadUnlessSearchedScript, type PreloadAttributes } from "../../lib/html/preload-unless-searched";
import { fetchPriorityAttribute } from "./photo";

interface PhotoPreloadProps {
  image: IGatsbyImageData | null | undefined;
  sizes?: string;
  /**
   * URL parameters that put another photo first (a search page's filters): with any of them in the URL the
   * preload is left out, since the static HTML is the same file for every query string.
   */
  unlessSearchedBy?: readonly string[];
}

/**
 * For a page's Head: the preload of its largest photo (the one drawn by `<Photo priority="high">` or the
 * first card), so the browser fetches it as soon as it reads <head> instead of after the page's CSS and
 * markup. The same srcset and sizes as the photo's `<picture>`, so the browser picks the same file; the first
 * modern format (`type`, which a browser without it skips), else the JPEG.
 */
export function PhotoPreload({ image, sizes, unlessSearchedBy }: PhotoPreloadProps) {
  const markup = image ? pictureMarkup(image, sizes) : null;
  if (!markup) return null;
  const source = markup.sources[0];
  const candidates: PreloadAttributes = source
    ? { type: source.type, imagesrcset: source.srcSet, imagesizes: source.sizes }
    : { href: markup.img.src, imagesrcset: markup.img.srcSet ?? "", imagesizes: markup.img.sizes ?? "" };
  if (unlessSearchedBy) {
    const script = preloadUnlessSearchedScript({ ...candidates, fetchpriority: "high" }, unlessSearchedBy);
    return <script dangerouslySetInnerHTML={{ __html: script }} />;
  }
  return (
    <link
      rel="preload"
      as="image"
      type={candidates.type}
      href={candidates.href}
      imageSrcSet={candidates.imagesrcset || undefined}
      imageSizes={candidates.imagesizes || undefined}
      {...fetchPriorityAttribute("high")}
    />
  );
}
