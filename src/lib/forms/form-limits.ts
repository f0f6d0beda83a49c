// How much a visitor may type in the site's forms (leads and alerts): what the endpoints refuse past, and what
// the forms' fields allow. Browser-safe.
export const FORM_LIMITS = {
  /** Whole request body, in bytes. */
  bodyBytes: 16 * 1024,
  name: 100,
  email: 254,
  message: 2000,
  vehicleOfInterest: 200,
  returnTo: 300,
  /** Trade-in make, model and trim, each. */
  tradeInText: 60,
  /** The oldest model year a trade-in may have (the 17-character VIN began with 1981 models). */
  tradeInOldestYear: 1981,
  tradeInMaxMiles: 999_999,
  /** How far ahead a test drive may be requested. */
  testDriveDaysAhead: 120,
} as const;
