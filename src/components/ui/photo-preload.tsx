import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import { pictureMarkup } from "../../lib/images/picture";
import { fetchPriorityAttribute } from "./photo";

/**
 * For a page's Head: the preload of its largest photo (the one drawn by `<Photo priority="high">` or the
 * first card), so the browser fetches it as soon as it reads <head> instead of after the page's CSS and
 * markup. The same
 * srcset and sizes as the photo's `<picture>`, so the browser picks the same file; the first modern format
 * (`type`, which a browser without it skips), else the JPEG.
 */
export function PhotoPreload({ image, sizes }: { image: IGatsbyImageData | null | undefined; sizes?: string }) {
  const markup = image ? pictureMarkup(image, sizes) : null;
  if (!markup) return null;
  const source = markup.sources[0];
  const candidates = source
    ? { type: source.type, imageSrcSet: source.srcSet, imageSizes: source.sizes }
    : { href: markup.img.src, imageSrcSet: markup.img.srcSet, imageSizes: markup.img.sizes };
  return <link rel="preload" as="image" {...candidates} {...fetchPriorityAttribute("high")} />;
}
