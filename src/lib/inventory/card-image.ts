// A photo's image data where it is shown: the `sizes` attribute is the layout's (how wide the card or slide is
// drawn), not the query's. Kept apart from the card photos' compact form (card-photo-compact.ts), which only
// /inventory/ and /saved/ load.
import type { IGatsbyImageData } from "gatsby-plugin-image";

/** The same image with another `sizes` attribute (the layout it sits in decides, not the query). */
export function withImageSizes(image: IGatsbyImageData, sizes: string): IGatsbyImageData {
  return {
    ...image,
    images: {
      ...image.images,
      ...(image.images.fallback ? { fallback: { ...image.images.fallback, sizes } } : {}),
      sources: (image.images.sources ?? []).map((source) => ({ ...source, sizes })),
    },
  };
}
