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

/** The lender platforms the site knows (content/site.json `creditApplication`; their rules: credit-application.ts). */
export const CREDIT_PROVIDERS = ["routeone", "dealertrack", "700credit", "dealercenter", "other"] as const;
export type CreditProvider = (typeof CREDIT_PROVIDERS)[number];

/** The review sites whose rating staff may show (content/site.json `reviews`), in the order they are shown. */
export const REVIEW_SITES = ["google", "dealerrater", "yelp"] as const;
export type ReviewSite = (typeof REVIEW_SITES)[number];

/** Each review site's name as shoppers know it: a brand, the same in every language. */
export const REVIEW_SITE_NAMES: Record<ReviewSite, string> = {
  google: "Google",
  dealerrater: "DealerRater",
  yelp: "Yelp",
};

/**
 * The hosts a review site's profile link may be on (the host itself or a name under it). Google's are its own
 * domain (www.google.com/maps/place/..., search.google.com/local/reviews?placeid=...) and the short links its
 * Business Profile hands out (g.page/r/..., maps.app.goo.gl/...); DealerRater and Yelp each have one domain.
 */
export const REVIEW_SITE_HOSTS: Record<ReviewSite, readonly string[]> = {
  google: ["google.com", "g.page", "maps.app.goo.gl"],
  dealerrater: ["dealerrater.com"],
  yelp: ["yelp.com"],
};

/** Days after which a review site's rating, as staff read it, is flagged as stale (the build warns, the editor shows it). */
export const REVIEW_STALE_DAYS = 90;
