// What the editor calls each content field, and the hint under it. Keyed by the field's path in its file
// (`*` for list items). The editor's fields are generated from the zod schemas; a schema field without an
// entry here stops the config generation, so a new content field cannot reach staff unlabelled.
import { LOCALES, type Locale } from "../i18n/locale";
import { languageName } from "../content/localized-text-schema";
import { REVIEW_SITE_NAMES } from "../content/site-fields";
import type { ContentKind } from "./content-files";

export interface FieldText {
  label: string;
  hint?: string;
}

type TextTable = Record<string, FieldText>;

/**
 * The hint of a Spanish twin the Spanish page cannot do without (the Buyers Guide is all Spanish there).
 * @internal exported for its unit tests (which tell it from the optional twins' hint)
 */
const REQUIRED_SPANISH_HINT = 'Required: the Spanish page\'s Buyers Guide shows it, like "Turbocompresor".';

const SITE: TextTable = {
  businessName: { label: "Business name" },
  shortName: {
    label: "Short name",
    hint: "At most 12 characters: the name under the app icon and in the header on a phone.",
  },
  languages: {
    label: "Languages of the site",
    hint: "English is always on. Spanish adds the whole site in Spanish under /es/, with a language switch on every page.",
  },
  tagline: { label: "Tagline" },
  description: { label: "Description for search engines", hint: "One sentence." },
  address: { label: "Address" },
  "address.street": { label: "Street" },
  "address.city": { label: "City" },
  "address.region": { label: "State", hint: "Two capital letters, like CA." },
  "address.postalCode": { label: "ZIP code" },
  "address.country": { label: "Country", hint: "Two capital letters, like US." },
  geo: { label: "Map coordinates", hint: "Optional: where the lot is, for search engines' maps." },
  "geo.latitude": { label: "Latitude" },
  "geo.longitude": { label: "Longitude" },
  phone: { label: "Phone", hint: "Like (916) 555-0142." },
  email: { label: "Sales e-mail" },
  mapUrl: { label: "Map link", hint: "A Google Maps (or other) link to the lot, starting with https://." },
  hours: { label: "Opening hours", hint: 'One line a day: "9:00 AM - 5:00 PM" or "Closed".' },
  callToAction: { label: "Call to action", hint: 'The main button, like "Get Pre-Approved".' },
  contact: { label: "Contact page" },
  "contact.heading": { label: "Heading" },
  "contact.subheading": { label: "Subheading" },
  "contact.intro": { label: "Intro line" },
  badges: { label: "Badge labels", hint: "What each vehicle badge says on cards and vehicle pages." },
  "badges.lowPrice": { label: "Low price" },
  "badges.lowMiles": { label: "Low miles" },
  "badges.dealerInspected": { label: "Dealer inspected" },
  "badges.localDelivery": { label: "Local delivery" },
  "badges.getItTomorrow": { label: "Get it tomorrow" },
  flags: { label: "Show on the site" },
  "flags.topBar": { label: "Top bar (phone and address)" },
  "flags.footer": { label: "Footer" },
  "flags.financing": { label: "Financing link and pre-approval button" },
  "flags.socialBlock": { label: "Follow Us block" },
  "flags.facebook": { label: "Facebook link" },
  "flags.instagram": { label: "Instagram link" },
  "flags.twitter": { label: "X (Twitter) link" },
  social: { label: "Social links" },
  "social.facebook": { label: "Facebook page" },
  "social.instagram": { label: "Instagram profile" },
  "social.twitter": { label: "X (Twitter) profile" },
  financing: { label: "Financing assumptions", hint: "Used for every payment estimate on the site." },
  "financing.creditScore": { label: "Credit score", hint: "300 to 850." },
  "financing.termMonths": { label: "Term (months)", hint: "12 to 96." },
  "financing.annualIncome": { label: "Yearly income ($)" },
  "financing.apr": { label: "APR (%)", hint: "0 to 36." },
  "financing.downPaymentPercent": { label: "Down payment (%)", hint: "0 to 100." },
  featuredVehicleCount: { label: "Featured vehicles on the home page", hint: "0 to 24." },
  credit: { label: "Web vendor credit" },
  "credit.vendorName": { label: "Vendor name" },
  "credit.vendorUrl": { label: "Vendor site" },
  "credit.location": { label: "Location line", hint: 'Like "in California".' },
  historyReport: {
    label: "Vehicle history report link",
    hint: "Optional. Shown on every vehicle card and page; leave empty to show none.",
  },
  "historyReport.provider": { label: "Report provider", hint: 'Like "CARFAX": the link reads "CARFAX report".' },
  "historyReport.urlTemplate": {
    label: "Report link",
    hint: "https:// link from your provider, with {vin} where the vehicle's VIN goes.",
  },
  creditApplication: {
    label: "Online credit application (lender platform)",
    hint: "Optional. Links the financing page, every available car's page and the pre-approval thank-you to the credit application your lender platform hosts for you; the site records a lead first. Leave empty to show none.",
  },
  "creditApplication.provider": {
    label: "Lender platform",
    hint: 'RouteOne, Dealertrack, 700Credit or DealerCenter; "Other" for another platform, named below.',
  },
  "creditApplication.providerName": {
    label: "Platform name (Other only)",
    hint: 'Only with "Other": the name shoppers read, like "Acme Lending". Leave empty for a listed platform.',
  },
  "creditApplication.applicationUrl": {
    label: "Credit application link",
    hint: "The https:// link your platform gave you for your website's credit application, on its own site. With \"Other\", {stock}, {vin} and {price} are replaced by the car's values.",
  },
  "creditApplication.prequalificationUrl": {
    label: "Soft-pull pre-qualification link",
    hint: "Optional, where your platform offers one (Dealertrack, 700Credit, Other): shoppers see their rate without affecting their credit score, after agreeing to the credit check.",
  },
  reviews: {
    label: "Review ratings",
    hint: "Optional. Your rating on Google, DealerRater and Yelp, shown on the home page, vehicle pages and in the footer with the day you read it. Read them again at least every 90 days: after that the preview and the build warn.",
  },
  "reviews.*": { label: "Review site" },
  "reviews.*.site": { label: "Review site" },
  "reviews.*.rating": { label: "Rating", hint: "As the site shows it, from 1 to 5, like 4.7." },
  "reviews.*.count": { label: "Number of reviews", hint: "As the site shows it, like 212." },
  "reviews.*.readOn": {
    label: "Read on",
    hint: "The day you read the rating and count. After 90 days the preview and the build warn that it is stale.",
  },
  "reviews.*.url": {
    label: "Profile link",
    hint: "https:// link to your profile: google.com, g.page or maps.app.goo.gl for Google; dealerrater.com; yelp.com.",
  },
  reserve: {
    label: "Reserve online (deposit link)",
    hint: 'Optional. A "Reserve this car" button on available cars\' pages, leading to your payment provider; leave empty to show none.',
  },
  "reserve.urlTemplate": {
    label: "Payment link",
    hint: "https:// link from your payment provider (a Stripe Payment Link, a Square checkout link ...); {vin}, {stock} and {price} are replaced by the car's VIN, stock number and price.",
  },
  "reserve.label": { label: "Button text", hint: 'Like "Reserve this car".' },
  "reserve.deposit": { label: "Deposit line", hint: 'Shown beside the button, like "$500 refundable deposit".' },
  fees: {
    label: "Dealer fees",
    hint: "Required fees not already in a vehicle's price are added to every advertised price; optional ones are only listed.",
  },
  "fees.*": { label: "Fee" },
  "fees.*.name": { label: "Name", hint: 'Like "Documentation fee".' },
  "fees.*.amount": { label: "Amount ($)", hint: "Dollars and cents, like 85 or 85.50." },
  "fees.*.required": { label: "Every buyer pays it" },
  "fees.*.includedInPrice": { label: "Already included in each vehicle's price" },
  serviceContract: {
    label: "A service contract is available",
    hint: "Ticks the Buyers Guide's service-contract box on every vehicle page (the FTC's words).",
  },
  sellsInCalifornia: {
    label: "We sell in California (CARS Act)",
    hint: "Shows the total price as the CARS Act names it, what it leaves out, and the 3-day right to cancel on used vehicles of $50,000 or less.",
  },
  priceReductionDays: {
    label: "Days a price reduction is shown",
    hint: "0 to 365; 0 hides the notice. Empty means 30.",
  },
  importDefaults: {
    label: "Inventory import defaults",
    hint: "Used by npm run inventory:import for vehicles the feed adds.",
  },
  "importDefaults.warranty": {
    label: "Buyers Guide choice for new vehicles",
    hint: "Used when the feed has no warranty column.",
  },
  "importDefaults.warranty.type": { label: "Buyers Guide choice" },
  "importDefaults.warranty.coverage": { label: "Coverage" },
  "importDefaults.warranty.laborPercent": { label: "Labor paid by dealer (%)" },
  "importDefaults.warranty.partsPercent": { label: "Parts paid by dealer (%)" },
  "importDefaults.warranty.systemsCovered": {
    label: "Systems covered",
    hint: 'Each system by name, as the Buyers Guide wants it (not "drive train" or "power train").',
  },
  "importDefaults.warranty.systemsCovered.*": { label: "System" },
  "importDefaults.warranty.otherSystems": {
    label: "Other systems covered",
    hint: "Only for a system the list above lacks, in English and in Spanish (the Spanish page shows it).",
  },
  "importDefaults.warranty.otherSystems.*": { label: "Other system" },
  "importDefaults.warranty.otherSystems.*.name": { label: "Name", hint: 'Like "Turbocharger".' },
  "importDefaults.warranty.otherSystems.*.nameEs": { label: "Name (Spanish)", hint: REQUIRED_SPANISH_HINT },
  "importDefaults.warranty.duration": {
    label: "Duration",
    hint: 'Days or months, miles, or both: 90 days and 3,000 miles shows "90 days or 3,000 miles, whichever comes first".',
  },
  "importDefaults.warranty.duration.days": { label: "Days" },
  "importDefaults.warranty.duration.months": { label: "Months", hint: "Or days, not both." },
  "importDefaults.warranty.duration.miles": { label: "Miles" },
};

const TESTIMONIALS: TextTable = {
  testimonials: { label: "Testimonials" },
  "testimonials.*": { label: "Testimonial" },
  "testimonials.*.name": { label: "Customer name" },
  "testimonials.*.title": { label: "Title" },
  "testimonials.*.text": { label: "What they said", hint: "At least 20 characters." },
  "testimonials.*.rating": { label: "Rating", hint: "Only 4 and 5 star reviews are shown." },
};

const VEHICLE: TextTable = {
  vin: {
    label: "VIN",
    hint: "17 characters: capital letters (no I, O or Q) and digits. The 9th is a check digit, so a typo is caught.",
  },
  stockNumber: {
    label: "Stock number",
    hint: "Capital letters, digits and dashes, like H24100. Part of the file name; unique.",
  },
  location: {
    label: "Lot",
    hint: "The lot the car is on (Locations). Required when the site has several lots; leave empty on a site with one.",
  },
  year: { label: "Year" },
  make: { label: "Make" },
  model: { label: "Model" },
  trim: { label: "Trim", hint: "May be empty." },
  bodyStyle: { label: "Body style" },
  mileage: { label: "Mileage" },
  price: { label: "Price ($)", hint: "A number, no $ or commas. Required dealer fees are added on the site." },
  previousPrice: {
    label: "Price before the reduction ($)",
    hint: "Filled by the feed import when the price falls; give both or neither, and more than the price.",
  },
  priceReducedOn: { label: "Date of the price reduction", hint: "YYYY-MM-DD; on or after the date in stock." },
  exteriorColor: { label: "Exterior color" },
  interiorColor: { label: "Interior color" },
  transmission: { label: "Transmission" },
  drivetrain: { label: "Drivetrain" },
  fuelType: { label: "Fuel" },
  engine: { label: "Engine", hint: 'Like "2.0L I4".' },
  mpgCity: { label: "MPG city", hint: "Optional; give both or neither." },
  mpgHighway: { label: "MPG highway" },
  keys: { label: "Keys", hint: "Optional: how many keys come with the vehicle." },
  features: { label: "Features" },
  "features.*": { label: "Feature" },
  description: { label: "Description", hint: "At least 20 characters." },
  photos: { label: "Photos", hint: "The first photo is the main one." },
  "photos.*": { label: "Photo" },
  "photos.*.file": {
    label: "Photo file",
    hint: "JPEG, PNG, WebP or AVIF, at least 800 pixels wide and at most 20 MB; 1600×1200 or larger works best.",
  },
  "photos.*.alt": {
    label: "What the photo shows",
    hint: 'For people who cannot see it, like "Driver-side view of the red 2019 Civic".',
  },
  video: {
    label: "Walk-around video",
    hint: "Optional. A YouTube or Vimeo link (https://www.youtube.com/watch?v=..., https://youtu.be/..., https://vimeo.com/...), or the name of an .mp4 file in content/vehicles/photos.",
  },
  badges: { label: "Badges" },
  status: { label: "Status", hint: "Sold cars keep their page but leave the inventory." },
  dateInStock: { label: "Date in stock" },
  warranty: { label: "Warranty (Buyers Guide)" },
  "warranty.type": { label: "Buyers Guide choice" },
  "warranty.coverage": { label: "Coverage" },
  "warranty.laborPercent": { label: "Labor paid by dealer (%)" },
  "warranty.partsPercent": { label: "Parts paid by dealer (%)" },
  "warranty.systemsCovered": {
    label: "Systems covered",
    hint: 'Each system by name, as the Buyers Guide wants it (not "drive train" or "power train").',
  },
  "warranty.systemsCovered.*": { label: "System" },
  "warranty.otherSystems": {
    label: "Other systems covered",
    hint: "Only for a system the list above lacks, in English and in Spanish (the Spanish page shows it).",
  },
  "warranty.otherSystems.*": { label: "Other system" },
  "warranty.otherSystems.*.name": { label: "Name", hint: 'Like "Turbocharger".' },
  "warranty.otherSystems.*.nameEs": { label: "Name (Spanish)", hint: REQUIRED_SPANISH_HINT },
  "warranty.duration": {
    label: "Duration",
    hint: 'Days or months, miles, or both: 90 days and 3,000 miles shows "90 days or 3,000 miles, whichever comes first".',
  },
  "warranty.duration.days": { label: "Days" },
  "warranty.duration.months": { label: "Months", hint: "Or days, not both." },
  "warranty.duration.miles": { label: "Miles" },
};

/** A postal address's parts under `prefix` (a lot's address, its Buyers Guide's dealer address). */
const addressParts = (prefix: string): TextTable => ({
  [`${prefix}.street`]: { label: "Street" },
  [`${prefix}.city`]: { label: "City" },
  [`${prefix}.region`]: { label: "State", hint: "Two capital letters, like CA." },
  [`${prefix}.postalCode`]: { label: "ZIP code" },
  [`${prefix}.country`]: { label: "Country", hint: "Two capital letters, like US." },
});

const LOCATION: TextTable = {
  id: {
    label: "Lot id",
    hint: "Lower-case words joined by dashes, like east-sacramento: the lot's page is /locations/east-sacramento/ and each vehicle names its lot by it. Changing it later breaks links and the vehicles on the lot.",
  },
  name: { label: "Lot name", hint: 'Like "Sierra Vista Motors East"; at most 60 characters.' },
  address: { label: "Address" },
  ...addressParts("address"),
  geo: { label: "Map coordinates", hint: "Optional: where the lot is, for search engines' maps." },
  "geo.latitude": { label: "Latitude" },
  "geo.longitude": { label: "Longitude" },
  phone: { label: "Sales phone", hint: "Like (916) 555-0142." },
  servicePhone: { label: "Service phone", hint: "Optional: when the service department has a number of its own." },
  email: {
    label: "Sales e-mail",
    hint: "Shown on the lot's page. Where the lot's leads are sent is a server setting (LEAD_TO_<LOT ID>), not this.",
  },
  mapUrl: {
    label: "Map link",
    hint: "Optional: a Google Maps (or other) link to the lot, starting with https://. Empty: a map search for the address.",
  },
  hours: { label: "Opening hours", hint: 'One line a day: "9:00 AM - 5:00 PM" or "Closed".' },
  serviceHours: { label: "Service hours", hint: "Optional: all seven days, or none." },
  storeCode: {
    label: "Google store code",
    hint: "The store code of the lot's Google Business Profile (letters, digits, - and _): the vehicle listings feed names the lot by it. One per lot.",
  },
  buyersGuide: {
    label: "Buyers Guide dealer box",
    hint: "Optional: the dealer name (and address) the lot's Buyers Guides show, when not the lot's own.",
  },
  "buyersGuide.name": { label: "Dealer name" },
  "buyersGuide.address": { label: "Dealer address", hint: "Optional: the lot's own address unless given." },
  ...addressParts("buyersGuide.address"),
  feedIds: {
    label: "Names in the inventory feed",
    hint: "What the dealer feed's lot column (Lot, Location, Dealer ID, Store ...) calls this lot, like EAST or 01; its lot id is understood too.",
  },
  "feedIds.*": { label: "Name in the feed" },
};

export const FIELD_TEXT: Record<ContentKind, TextTable> = {
  site: SITE,
  testimonials: TESTIMONIALS,
  vehicle: VEHICLE,
  location: LOCATION,
};

/** The hint of a text's every language but English: what the field is for and what leaving it empty does. */
const TRANSLATION_HINT = "Shown on this language's pages; leave empty to show the English text.";

const isLocaleKey = (step: string): step is Locale => (LOCALES as readonly string[]).includes(step);

/**
 * The label and hint of the field at `path` (`*` for list items). A text by language (`tagline.en`,
 * `tagline.es`) is labelled by its language under its own field, so a new language needs no new label.
 */
export function fieldText(kind: ContentKind, path: string): FieldText | undefined {
  const own = FIELD_TEXT[kind][path];
  if (own) return own;
  const steps = path.split(".");
  const locale = steps[steps.length - 1];
  if (!isLocaleKey(locale) || !FIELD_TEXT[kind][steps.slice(0, -1).join(".")]) return undefined;
  return locale === "en" ? { label: languageName(locale) } : { label: languageName(locale), hint: TRANSLATION_HINT };
}

/** Labels of choice values where the value itself would read badly. */
export const CHOICE_LABELS: Record<string, string> = {
  available: "Available",
  pending: "Sale pending",
  sold: "Sold",
  "as-is": "As is, no dealer warranty",
  implied: "Implied warranties only",
  dealer: "Dealer warranty",
  full: "Full",
  limited: "Limited",
  // The languages, by their English names (the list of languages).
  ...Object.fromEntries(LOCALES.map((locale) => [locale, languageName(locale)])),
  // The lender platforms and the review sites by their own names.
  routeone: "RouteOne",
  dealertrack: "Dealertrack",
  "700credit": "700Credit",
  dealercenter: "DealerCenter",
  other: "Other",
  ...REVIEW_SITE_NAMES,
  "4": "4 stars",
  "5": "5 stars",
};
