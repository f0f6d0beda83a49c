// One set of resize arguments for every card photo, so the static lists, the similar-vehicles row and the
// inventory index all point at the same files (the browser downloads each card photo once).
// Keep CARD_IMAGE_ARGS and the `VehicleCardFields` fragment (src/templates/fragments/vehicle-card-fields.ts)
// identical; a unit test checks it.
export const CARD_IMAGE_ARGS =
  "layout: CONSTRAINED, width: 640, height: 480, outputPixelDensities: [0.5, 0.75, 1, 1.25, 1.5], placeholder: NONE";

/** Card widths: one column on phones, two on tablets, three beside the filters or on a wide list page. */
export const CARD_IMAGE_SIZES =
  "(min-width: 1200px) 360px, (min-width: 1024px) 30vw, (min-width: 640px) 48vw, calc(100vw - 32px)";
