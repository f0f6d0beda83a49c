// The closed lists of site.json and testimonials.json, apart from the zod schemas so browser code can use them.
export const WEEK_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

/** A day's `hours`: "9:00 AM - 5:00 PM" or "Closed", one shape so they can also feed JSON-LD opening hours. */
export const HOURS_PATTERN = /^(Closed|(1[0-2]|[1-9]):[0-5]\d (AM|PM) - (1[0-2]|[1-9]):[0-5]\d (AM|PM))$/;

/** Where the VIN goes in `historyReport.urlTemplate` (a vehicle history report link). */
export const HISTORY_REPORT_VIN = "{vin}";

/** What `reserve.urlTemplate` may hold: each is replaced by that vehicle's value, URL-encoded. */
export const RESERVE_PLACEHOLDERS = ["{vin}", "{stock}", "{price}"] as const;

export const TESTIMONIAL_TITLES = [
  "Satisfied Customer",
  "Happy Buyer",
  "Long-time Customer",
  "First-time Buyer",
  "Returning Customer",
] as const;
