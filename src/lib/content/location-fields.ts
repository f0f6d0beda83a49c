// A dealer group's lots, as browser code knows them (zod-free): a lot's id, the rule it follows, and the folder its
// files are in. The schema is location-schema.ts.

/** `east-sacramento`: lower-case words joined by dashes, as a lot's page path (`/locations/<id>/`) uses it. */
export const LOCATION_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** content/locations/: one file per lot, on a site with more than one. */
export const LOCATIONS_FOLDER = "locations";
